import { ScreenHeader } from '../../ui/ScreenHeader';
import { HierarchyColumns } from './HierarchyColumns';
import { HierarchyDialogs } from './HierarchyDialogs';
import type { HierarchyLevel, HierarchySettings } from './hierarchyTypes';
import { NodePanel } from './NodePanel';
import { useHierarchyActions } from './useHierarchyActions';
import { useHierarchyBrowser } from './useHierarchyBrowser';

/** The open path in the route: the slugs of the level params, up to the first one absent. */
export function routeSlugs(levels: readonly HierarchyLevel[], params: Record<string, string>): string[] {
  const slugs: string[] = [];
  for (const level of levels) {
    const slug = params[level.param];
    if (!slug) break;
    slugs.push(slug);
  }
  return slugs;
}

/** Props of the browse screen. */
export interface HierarchyBrowseScreenProps {
  title: string;
  description?: string;
  /** The definition's route (its fixed part is the base of the browser's links when settings give none). */
  route: string;
  settings: HierarchySettings;
  params: Record<string, string>;
}

/** Browse mode: the open path lives in the route; the columns, the open node's panel and the write actions. */
export function HierarchyBrowseScreen(props: HierarchyBrowseScreenProps) {
  const { settings } = props;
  const browser = useHierarchyBrowser({
    calls: settings.calls,
    levels: settings.levels,
    navigation: { kind: 'route', route: settings.route ?? props.route.split('/:')[0], slugs: routeSlugs(settings.levels, props.params) },
  });
  const actions = useHierarchyActions({ calls: settings.calls, permissions: settings.permissions, browser });
  return (
    <section className="engine-screen custom-hierarchy" data-ready={!browser.columns.some((column) => column.isLoading)}>
      <ScreenHeader title={props.title} description={props.description} />
      <div className="custom-hierarchy-layout">
        <HierarchyColumns browser={browser} onCreate={actions.can.create ? (parent, level) => actions.openDialog({ kind: 'create', parent, level }) : undefined} />
        <NodePanel
          node={browser.openNode}
          levels={settings.levels}
          can={actions.can}
          onRename={(node) => actions.openDialog({ kind: 'rename', node })}
          onAliases={(node) => actions.openDialog({ kind: 'alias', node })}
          onMove={(node) => actions.openDialog({ kind: 'move', node })}
          onRemove={(node) => actions.openDialog({ kind: 'remove', node })}
        />
      </div>
      <HierarchyDialogs actions={actions} levels={settings.levels} search={settings.calls.search} />
    </section>
  );
}
