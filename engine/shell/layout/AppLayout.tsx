import { useContext, useState, type ReactNode } from 'react';
import { useDataProvider } from '../../data/DataProviderContext';
import { createUserPrefs, UserPrefsContext } from '../../data/userPrefs';
import { toCallSpec } from '../../core/definition/resolve';
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
      save: (lists) => provider.fetch(toCallSpec(app.calls.saveUser), { extra: { data: { lists } } }),
      onError: (error) => notifier.notify({ message: `Não foi possível salvar as colunas: ${errorMessage(error)}`, intent: 'danger', key: 'list-prefs' }),
    }),
  );
  return (
    <LayoutActorContext.Provider value={actor}>
      <UserPrefsContext.Provider value={prefs}>
        <ShellFrame>{props.children}</ShellFrame>
      </UserPrefsContext.Provider>
    </LayoutActorContext.Provider>
  );
}
