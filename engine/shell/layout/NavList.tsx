import type { MenuNode } from '../menu/types';
import { NavItem } from './NavItem';

/** A list of menu entries at one nesting level. */
export function NavList(props: {
  nodes: readonly MenuNode[];
  level: number;
  activeId: string | null;
  activePath: ReadonlySet<string>;
  onNavigate?: () => void;
  id?: string;
  hidden?: boolean;
  labelledBy?: string;
}) {
  return (
    <ul className="shell-nav-list" id={props.id} hidden={props.hidden} aria-labelledby={props.labelledBy}>
      {props.nodes.map((node) => (
        <NavItem key={node.id} node={node} level={props.level} activeId={props.activeId} activePath={props.activePath} onNavigate={props.onNavigate} />
      ))}
    </ul>
  );
}
