import { useMemo } from 'react';
import type { HierarchyBrowserSettings, HierarchyLevel } from '../../core/generated';
import type { RuntimeResource } from '../../core/definition/runtime';
import { HierarchyColumns } from '../../fields/hierarchy/HierarchyColumns';
import { useHierarchyBrowser } from '../../fields/hierarchy/useHierarchyBrowser';
import { ScreenHeader } from '../../ui/ScreenHeader';
import { actionCallsOf, childrenCallOf } from './hierarchyCalls';
import { HierarchyDialogs } from './HierarchyDialogs';
import { NodePanel } from './NodePanel';
import { useHierarchyActions } from './useHierarchyActions';

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
  /** The screen's main route pattern (its fixed part is the base of the browser's links when settings give none). */
  route: string;
  settings: HierarchyBrowserSettings;
  /** The resource of the hierarchy's nodes (`settings.resource`). */
  nodes: RuntimeResource;
  params: Record<string, string>;
}

/** Browse mode: the open path lives in the route; the columns, the open node's panel and the write actions. */
export function HierarchyBrowseScreen(props: HierarchyBrowseScreenProps) {
  const { settings, nodes } = props;
  const calls = useMemo(() => actionCallsOf(nodes, settings.calls), [nodes, settings.calls]);
  const browser = useHierarchyBrowser({
    children: childrenCallOf(nodes),
    levels: settings.levels,
    navigation: { kind: 'route', route: settings.route ?? props.route.split('/:')[0], slugs: routeSlugs(settings.levels, props.params) },
  });
  const actions = useHierarchyActions({ calls, permissions: settings.permissions, browser });
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
      <HierarchyDialogs actions={actions} levels={settings.levels} search={calls.search} />
    </section>
  );
}
