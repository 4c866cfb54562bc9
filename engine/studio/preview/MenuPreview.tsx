import type { Access } from '../../core/access';
import { filterMenu } from '../../shell/menu/menuTree';
import type { MenuNode } from '../../shell/menu/types';
import { STUDIO_TEXTS } from '../studioTexts';

function Entries(props: { nodes: readonly MenuNode[] }) {
  return (
    <ul>
      {props.nodes
        .filter((node) => node.type !== 'divider')
        .map((node) => (
          <li key={node.id}>
            <span className="studio-menu-preview-label">{node.title ?? node.id}</span>
            {node.children?.length ? <Entries nodes={node.children} /> : null}
          </li>
        ))}
    </ul>
  );
}

/**
 * The menu as the simulated user sees it: the workspace's menu.json through the shell's own filter and the
 * same `can()` as the app's navbar, so an entry shows here exactly when it shows to that user after signing in.
 */
export function MenuPreview(props: { items: readonly MenuNode[] | undefined; access: Access }) {
  const nodes = filterMenu(props.items ?? [], props.access.can);
  return (
    <details className="studio-menu-preview">
      <summary>{STUDIO_TEXTS.menuPreview.summary}</summary>
      <nav aria-label={STUDIO_TEXTS.menuPreview.label}>{nodes.length ? <Entries nodes={nodes} /> : <p>{STUDIO_TEXTS.menuPreview.empty}</p>}</nav>
    </details>
  );
}
