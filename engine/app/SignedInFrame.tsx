import type { ReactNode } from 'react';
import { AppLayout } from '../shell/layout/AppLayout';
import { ScreenStage } from './ScreenStage';

/**
 * The signed-in frame: the shell (navbar, toolbar, layout machine) around the stage the screens switch on. In a
 * chunk of its own, loaded after sign-in or with a stored session: the public pages never need it.
 */
export default function SignedInFrame(props: { children: ReactNode }) {
  return (
    <AppLayout>
      <ScreenStage>{props.children}</ScreenStage>
    </AppLayout>
  );
}
