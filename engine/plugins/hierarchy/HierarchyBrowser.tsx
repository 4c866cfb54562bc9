import type { ScreenProps } from '../../app/registry';
import { HierarchyBrowseScreen } from './HierarchyBrowseScreen';
import type { HierarchySettings } from './hierarchyTypes';
import { HierarchySelectScreen } from './HierarchySelectScreen';
import './hierarchy.css';

/** The part of a custom screen definition the hierarchy browser reads. */
interface HierarchyDefinition {
  title: string;
  description?: string;
  route: string;
  settings?: Record<string, unknown>;
}

/**
 * The hierarchy browser (custom component `hierarchyBrowser`): Miller columns of the content taxonomy
 * with breadcrumbs. In `browse` mode the route params are the open path and staff create, rename, alias,
 * move and remove nodes; in `select` mode the screen classifies one record (a question) in nodes.
 * Everything comes from the definition's `settings` (see hierarchyTypes.ts).
 */
export default function HierarchyBrowser({ definition, params }: ScreenProps<HierarchyDefinition>) {
  const settings = definition.settings as unknown as HierarchySettings;
  if (settings.mode === 'select' && settings.select) {
    return <HierarchySelectScreen title={definition.title} description={definition.description} settings={{ ...settings, select: settings.select }} params={params} />;
  }
  return <HierarchyBrowseScreen title={definition.title} description={definition.description} route={definition.route} settings={settings} params={params} />;
}
