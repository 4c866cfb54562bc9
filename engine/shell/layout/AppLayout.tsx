import { useContext, useEffect, useState, type ReactNode } from 'react';
import { useDataProvider } from '../../data/DataProviderContext';
import { createUserPrefs, UserPrefsContext } from '../../data/userPrefs';
import { toCallSpec } from '../../core/definition/calls';
import { errorMessage } from '../../data/ApiError';
import { useAppDefinition } from '../../ui/AppDefinitionContext';
import { useNotifier } from '../../ui/notifier';
import { createLayoutActor, LayoutActorContext } from './layoutActor';
import { ShellFrame } from './ShellFrame';

/**
 * The signed-in frame and its layout actor. The frame stays mounted while the user moves between screens,
 * so one actor holds the navbar, the panels and the settings (with their debounced save) for the whole
 * session; an actor already provided (tests) is used instead.
 */
export function AppLayout(props: { children: ReactNode }) {
  const provided = useContext(LayoutActorContext);
  const provider = useDataProvider();
  const app = useAppDefinition();
  const notifier = useNotifier();
  const [actor] = useState(() => provided ?? createLayoutActor({ provider, saveUser: app.calls.saveUser, notify: (notice) => notifier.notify(notice) }));
  // The user's list columns are saved with their data, like the layout settings (`data.lists.<list id>`).
  const [prefs] = useState(() =>
    createUserPrefs({
      save: (lists, flushing) => provider.fetch(toCallSpec(app.calls.saveUser), { extra: { data: { lists } }, keepalive: flushing }),
      onError: (error) => notifier.notify({ message: `Não foi possível salvar as colunas: ${errorMessage(error)}`, intent: 'danger', key: 'list-prefs' }),
    }),
  );
  // A column resized just before a reload or a closed tab is still saved: what waits for its quiet time goes
  // as the page hides, in a call that outlives it.
  useEffect(() => {
    const hidden = () => {
      if (document.visibilityState === 'hidden') prefs.flush();
    };
    window.addEventListener('pagehide', prefs.flush);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', prefs.flush);
      document.removeEventListener('visibilitychange', hidden);
    };
  }, [prefs]);
  return (
    <LayoutActorContext.Provider value={actor}>
      <UserPrefsContext.Provider value={prefs}>
        <ShellFrame>{props.children}</ShellFrame>
      </UserPrefsContext.Provider>
    </LayoutActorContext.Provider>
  );
}
