import { H1 } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/** Title row of a screen, with its buttons on the right. */
export function ScreenHeader(props: { title: string; description?: string; children?: ReactNode }) {
  return (
    <header className="engine-screen-header">
      <div>
        <H1 className="engine-screen-title">{props.title}</H1>
        {props.description ? <p className="bp6-text-muted">{props.description}</p> : null}
      </div>
      {props.children ? <div className="engine-screen-actions">{props.children}</div> : null}
    </header>
  );
}
