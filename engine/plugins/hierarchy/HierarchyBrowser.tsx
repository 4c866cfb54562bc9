import type { CustomComponentProps } from '../../core/screen';
import { screenResource } from './hierarchyCalls';
import { HierarchyBrowseScreen } from './HierarchyBrowseScreen';
import { HierarchySelectScreen } from './HierarchySelectScreen';
import './hierarchy.css';

/**
 * The hierarchy browser (custom component `hierarchyBrowser`): Miller columns of the content taxonomy
 * with breadcrumbs. In `browse` mode the route params are the open path and staff create, rename, alias,
 * move and remove nodes; in `select` mode the screen classifies one record (a question) in nodes.
 * The nodes come from the resource `settings.resource` names (in `definition.resources`); the rest from
 * `settings` (hierarchyBrowser.settings.schema.json).
 */
export default function HierarchyBrowser({ definition, params, settings }: CustomComponentProps<'hierarchyBrowser'>) {
  const nodes = screenResource(definition, settings.resource);
  if (settings.mode === 'select' && settings.select) {
    return (
      <HierarchySelectScreen
        title={definition.title}
        description={definition.description}
        routes={definition.routes}
        settings={settings}
        select={settings.select}
        nodes={nodes}
        record={screenResource(definition, settings.select.resource)}
        params={params}
      />
    );
  }
  return (
    <HierarchyBrowseScreen
      title={definition.title}
      description={definition.description}
      route={definition.route}
      settings={settings}
      nodes={nodes}
      params={params}
    />
  );
}
