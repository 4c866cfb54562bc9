import { Card, H1 } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import './auth.css';

/** Props of {@link AuthFrame}. */
export interface AuthFrameProps {
  /** The page's heading (the definition's title). */
  title: string;
  /** Product name above the card. */
  brand?: string;
  /** The provider's statement beside the form (from the definition's settings). */
  tagline?: string;
  children: ReactNode;
}

/**
 * The frame of the public pages (sign-in, password reset): no navbar, toolbar or footer, just the
 * product, its statement and a card with the form.
 */
export function AuthFrame(props: AuthFrameProps) {
  return (
    <main className="auth-page">
      <div className="auth-layout">
        {props.brand || props.tagline ? (
          <section className="auth-brand">
            {props.brand ? <p className="auth-brand-name">{props.brand}</p> : null}
            {props.tagline ? <p className="auth-tagline">{props.tagline}</p> : null}
          </section>
        ) : null}
        <Card className="auth-card" elevation={2}>
          <H1 className="auth-title">{props.title}</H1>
          {props.children}
        </Card>
      </div>
    </main>
  );
}
