import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders its children only from the first time `when` is true, and keeps them mounted after (a drawer
 * closes with its animation). Children that are lazy components then load their chunk on first use instead
 * of with the page.
 */
export function OnDemand(props: { when: boolean; children: ReactNode }) {
  const [used, setUsed] = useState(props.when);
  // Adjusted during render: the first render with `when` already mounts the children.
  if (props.when && !used) setUsed(true);
  return used || props.when ? <Suspense fallback={null}>{props.children}</Suspense> : null;
}
