import { createElement, type ReactNode } from 'react';
import { useLoadable, type Loadable } from './loadable';

/**
 * A {@link Loadable}'s component with `props`, once its chunk is in (the first render fetches it), and `fallback`
 * before: without the 300 ms a React.lazy boundary waits before it shows what arrived.
 */
export function LoadableSlot<P extends object>(props: { target: Loadable<P>; props: P; fallback?: ReactNode }) {
  const component = useLoadable(props.target);
  // The component comes from its chunk, not from this render: createElement says so to the hooks linter.
  return component ? createElement(component, props.props) : (props.fallback ?? null);
}
