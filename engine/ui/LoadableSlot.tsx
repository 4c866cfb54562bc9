import { createElement, useEffect, useState, type ReactNode } from 'react';
import { useLoadable, type Loadable } from './loadable';
import { whenScreenReady } from './whenScreenReady';

/**
 * A {@link Loadable}'s component with `props`, once its chunk is in, and `fallback` before: without the 300 ms a
 * React.lazy boundary waits before it shows what arrived. The first render fetches the chunk, or, with
 * `afterScreen`, the first idle moment after a screen has painted its data: a part no first paint needs. A failed
 * fetch (offline) of such a part, or of an `optional` one, leaves the fallback instead of failing the screen (or
 * the whole frame) around it.
 */
export function LoadableSlot<P extends object>(props: { target: Loadable<P>; props: P; fallback?: ReactNode; afterScreen?: boolean; optional?: boolean }) {
  const [asked, setAsked] = useState(() => !props.afterScreen || props.target.current !== null);
  useEffect(() => (asked ? undefined : whenScreenReady(() => setAsked(true))), [asked]);
  const component = useLoadable(props.target, asked, props.afterScreen || props.optional);
  // The component comes from its chunk, not from this render: createElement says so to the hooks linter.
  return component ? createElement(component, props.props) : (props.fallback ?? null);
}
