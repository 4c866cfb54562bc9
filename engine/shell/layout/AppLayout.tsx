import { useContext, useState, type ReactNode } from 'react';
import { useDataProvider } from '../../data/DataProviderContext';
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
  return (
    <LayoutActorContext.Provider value={actor}>
      <ShellFrame>{props.children}</ShellFrame>
    </LayoutActorContext.Provider>
  );
}
