import type { ReactNode } from 'react';
import { AppLayout } from '../shell/layout/AppLayout';
import { ScreenStage } from './ScreenStage';

/**
 * The signed-in frame: the shell (navbar, toolbar, layout machine) around the stage the screens switch on. Part of
 * the signed-in part's chunk: the public pages never load it.
 */
export default function SignedInFrame(props: { children: ReactNode }) {
  return (
    <AppLayout>
      <ScreenStage>{props.children}</ScreenStage>
    </AppLayout>
  );
}
