import { act, cleanup, render } from '@testing-library/react';
import { Suspense, use, useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScreenStage } from '../../../engine/app/ScreenStage';
import { createGuardedLocation, DRAWS_AT_ONCE } from '../../../engine/app/useGuardedLocation';
import { announceMoveWait } from '../../../engine/ui/moveWait';
import { createLeaveGuard } from '../../../engine/ui/leaveGuard';
import { StageHoldContext } from '../../../engine/ui/StageHoldContext';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A screen whose code arrives late: a bare placeholder first, its heading after `delay` ms. */
function SlowScreen(props: { title: string; delay: number }) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), props.delay);
    return () => clearTimeout(timer);
  }, [props.delay]);
  if (!loaded) return <p>Carregando...</p>;
  return (
    <section className="engine-screen" data-ready="true">
      <h1>{props.title}</h1>
    </section>
  );
}

/** The address's path, following the router's pushState events and the browser's back and forward. */
function usePathname(): string {
  const [path, setPath] = useState(window.location.pathname);
  useEffect(() => {
    const follow = () => setPath(window.location.pathname);
    window.addEventListener('pushState', follow);
    window.addEventListener('popstate', follow);
    return () => {
      window.removeEventListener('pushState', follow);
      window.removeEventListener('popstate', follow);
    };
  }, []);
  return path;
}

/** Two screens switched by the address, as the router does. */
function Routes() {
  const path = usePathname();
  return path === '/lista' ? <SlowScreen key="lista" title="Cupons" delay={1500} /> : <SlowScreen key="home" title="Início" delay={0} />;
}

/**
 * Shows /home on the stage beside a menu link ("Cupons") and an account button, focuses the link and moves to
 * /lista, as a click on the link does (fake timers: the test drives the hold and the late screen).
 */
async function moveFromMenuLink() {
  vi.useFakeTimers();
  window.history.replaceState(null, '', '/home');
  const { container } = render(
    <>
      <a href="/lista">Cupons</a>
      <button type="button">Conta</button>
      <ScreenStage>
        <Routes />
      </ScreenStage>
    </>,
  );
  await act(async () => vi.advanceTimersByTime(10));
  const link = container.querySelector('a')!;
  link.focus();
  await act(async () => {
    window.history.pushState(null, '', '/lista');
    window.dispatchEvent(new Event('pushState'));
  });
  return { container, link };
}

describe('ScreenStage: the focus after a move', () => {
  it('goes to the heading of a screen whose code arrives after the hold, not left on the menu link', async () => {
    const { link } = await moveFromMenuLink();
    // Past the 300 ms hold, the screen is still a placeholder: the focus waits on the link.
    await act(async () => vi.advanceTimersByTime(400));
    expect(document.activeElement).toBe(link);
    await act(async () => vi.advanceTimersByTime(1200));
    await act(async () => Promise.resolve());
    expect(document.activeElement?.tagName).toBe('H1');
    expect(document.activeElement?.textContent).toBe('Cupons');
  });

  it('leaves the focus alone when the user acts while the late screen is on its way (opens a menu)', async () => {
    const { container } = await moveFromMenuLink();
    await act(async () => vi.advanceTimersByTime(400));
    // The user opens the account menu: a menu that took the focus away from <body> must keep it.
    const account = container.querySelector('button')!;
    account.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    (document.activeElement as HTMLElement).blur();
    await act(async () => vi.advanceTimersByTime(1200));
    await act(async () => Promise.resolve());
    expect(document.activeElement?.tagName).not.toBe('H1');
  });
});

/** /home is ready; /lista waits for its data: each shows whether the stage holds the previous screen over it. */
function WaitingList() {
  const path = usePathname();
  return (
    <section key={path} className="engine-screen" data-ready={String(path === '/home')}>
      <output data-held={String(use(StageHoldContext))} />
    </section>
  );
}

/** The stage at /home over {@link WaitingList} (fake timers: the test drives the hold). */
function renderWaitingList() {
  vi.useFakeTimers();
  window.history.replaceState(null, '', '/home');
  return render(
    <ScreenStage>
      <WaitingList />
    </ScreenStage>,
  );
}

/** A move as the router makes it: the address changes and the router announces it. */
async function routerMove(path: string, state: Record<string, unknown> | null = null) {
  await act(async () => {
    window.history.pushState(state, '', path);
    window.dispatchEvent(new Event('pushState'));
  });
}

describe('ScreenStage: the hold its screens see', () => {
  it('is on while the previous screen\'s picture is shown, and off once the picture goes', async () => {
    const { container } = renderWaitingList();
    const held = () => container.querySelector('.engine-stage-live output')?.getAttribute('data-held');
    expect(held()).toBe('false');
    await routerMove('/lista');
    expect(container.querySelector('.engine-stage-picture')).not.toBeNull();
    expect(held()).toBe('true');
    await act(async () => vi.advanceTimersByTime(300));
    expect(container.querySelector('.engine-stage-picture')).toBeNull();
    expect(held()).toBe('false');
  });
});

describe('ScreenStage: how long the previous screen stays', () => {
  it('300 ms from the click: the navigation\'s wait counts, the picture holds the rest', async () => {
    const { container } = renderWaitingList();
    const picture = () => container.querySelector('.engine-stage-picture');
    act(() => announceMoveWait(true));
    await act(async () => vi.advanceTimersByTime(100));
    await routerMove('/lista');
    act(() => announceMoveWait(false));
    expect(picture()).not.toBeNull();
    await act(async () => vi.advanceTimersByTime(199));
    expect(picture()).not.toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(picture()).toBeNull();
  });
});

describe('ScreenStage: a move the navigation prepared', () => {
  it('keeps no picture when the next screen draws complete at once; back and forward still do', async () => {
    const { container } = renderWaitingList();
    await routerMove('/lista', { [DRAWS_AT_ONCE]: true });
    expect(container.querySelector('.engine-stage-picture')).toBeNull();
    await routerMove('/home');
    // Back to the prepared entry: the browser changes the address by itself (the router's patched pushState,
    // which announces a move, is not involved) and then says popstate.
    await act(async () => {
      History.prototype.pushState.call(window.history, { [DRAWS_AT_ONCE]: true }, '', '/lista');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    expect(container.querySelector('.engine-stage-picture')).not.toBeNull();
  });
});

/** Screens that draw complete at once, each with its heading. */
function ReadyScreens() {
  const path = usePathname();
  return (
    <section key={path} className="engine-screen" data-ready="true">
      <h1>{path === '/lista' ? 'Cupons' : 'Início'}</h1>
    </section>
  );
}

describe('ScreenStage: the focus after a prepared move', () => {
  it('goes to the new screen\'s heading though no picture was held', async () => {
    window.history.replaceState(null, '', '/home');
    const { container } = render(
      <>
        <a href="/lista">Cupons</a>
        <ScreenStage>
          <ReadyScreens />
        </ScreenStage>
      </>,
    );
    container.querySelector('a')!.focus();
    await act(async () => {
      window.history.pushState({ [DRAWS_AT_ONCE]: true }, '', '/lista');
    });
    expect(container.querySelector('.engine-stage-picture')).toBeNull();
    expect(document.activeElement?.tagName).toBe('H1');
    expect(document.activeElement?.textContent).toBe('Cupons');
  });
});

describe('ScreenStage: while a move waits for the next screen', () => {
  it('the screen on display stays in view but takes no input, until the move', async () => {
    window.history.replaceState(null, '', '/home');
    const { container } = render(
      <ScreenStage>
        <ReadyScreens />
      </ScreenStage>,
    );
    const live = () => container.querySelector('.engine-stage-live')!;
    let ready!: (drawsAtOnce: boolean) => void;
    const letGo = createLeaveGuard();
    const location = createGuardedLocation(letGo, () => new Promise<boolean>((resolve) => { ready = resolve; }));
    let moving!: Promise<void>;
    await act(async () => {
      moving = location.navigate('/lista');
    });
    expect(live().textContent).toBe('Início');
    expect(live().hasAttribute('inert')).toBe(true);
    expect(live().getAttribute('aria-busy')).toBe('true');
    await act(async () => {
      ready(true);
      await moving;
    });
    expect(live().textContent).toBe('Cupons');
    expect(live().hasAttribute('inert')).toBe(false);
    expect(live().hasAttribute('aria-busy')).toBe(false);
  });
});

/** Suspends its Suspense boundary while `pending` is set (as a lazy part of the shell does while its code loads). */
function Suspender(props: { pending: Promise<void> | null }) {
  if (props.pending) use(props.pending);
  return null;
}

describe('ScreenStage: the picture under a Suspense boundary', () => {
  it('survives the boundary hiding and showing it again (its closed shadow root is attached once)', async () => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/home');
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error);
    window.addEventListener('error', onError);
    const tree = (pending: Promise<void> | null) => (
      <Suspense fallback={<p>Aguarde</p>}>
        <Suspender pending={pending} />
        <ScreenStage>
          <WaitingList />
        </ScreenStage>
      </Suspense>
    );
    try {
      const { container, rerender } = render(tree(null));
      await act(async () => {
        window.history.pushState(null, '', '/lista');
        window.dispatchEvent(new Event('pushState'));
      });
      const picture = container.querySelector('.engine-stage-picture');
      expect(picture).not.toBeNull();
      let resume!: () => void;
      const pending = new Promise<void>((resolve) => {
        resume = resolve;
      });
      // The boundary hides its content (the picture's layout effect is cleaned up) and shows the fallback.
      await act(async () => rerender(tree(pending)));
      expect(container.textContent).toContain('Aguarde');
      resume();
      // Shown again: the same element's layout effect runs once more.
      await act(async () => {
        await pending;
        rerender(tree(null));
      });
      await act(async () => vi.advanceTimersByTime(50));
      expect(errors).toEqual([]);
      expect(container.querySelector('.engine-stage-picture')).toBe(picture);
      expect(container.textContent).not.toContain('Aguarde');
    } finally {
      window.removeEventListener('error', onError);
    }
  });
});
