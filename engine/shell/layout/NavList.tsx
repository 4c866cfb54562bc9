import { NavItem, type NavListProps } from './NavItem';

/** A list of menu entries at one nesting level. */
export function NavList(props: NavListProps) {
  return (
    <ul className="shell-nav-list" id={props.id} hidden={props.hidden} aria-labelledby={props.labelledBy}>
      {props.nodes.map((node) => (
        <NavItem key={node.id} List={NavList} node={node} level={props.level} activeId={props.activeId} activePath={props.activePath} onNavigate={props.onNavigate} />
      ))}
    </ul>
  );
}
