import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { errorMessage, isAbort } from './ApiError';
import { replaceEqualDeep } from './replaceEqualDeep';

/** One query's state. */
export interface QueryState<T> {
  /** The last answer (kept while a new one loads, so a list does not blank between pages). */
  data: T | undefined;
  /** pt-BR message of the last failure, or null. */
  error: string | null;
  /** True while a request is in flight. */
  isPending: boolean;
  /** True until the first answer (or failure) arrives. */
  isFirstLoad: boolean;
}

/** A query to run: its key (when the key changes, it runs again) and how to fetch it. */
export interface QuerySpec<T> {
  /** Anything JSON-serialisable that identifies the request (call, params, filter, page...). */
  key: unknown;
  /** Fetches; must honour the signal (the DataProvider does). */
  fetch(signal: AbortSignal): Promise<T>;
  /** false skips the request (a form in create mode loads nothing). */
  enabled?: boolean;
  /**
   * An earlier answer for this very key (a list's page the user saw before), shown while the request runs:
   * the query then reads as refreshing, not as a first load, and its request starts after the next frame (see
   * `deferred`): the screen draws from the earlier answer first.
   */
  placeholder?: () => T | undefined;
  /**
   * Starts the request after the next frame is drawn, not in the render that asks for it: nothing the screen
   * draws first needs its answer (a menu's contents). A request's synchronous start costs milliseconds that
   * would otherwise delay the screen's first frame.
   */
  deferred?: boolean;
}

/** How long a deferred request waits at most for a frame (a tab in the background draws none). */
const FRAME_WAIT_MS = 100;

/** Runs `start` once, in a task after the browser's next frame, or after {@link FRAME_WAIT_MS} without one. */
function afterNextFrame(start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, FRAME_WAIT_MS);
}

const IDLE: QueryState<never> = { data: undefined, error: null, isPending: false, isFirstLoad: false };

/** A query's state and the signature (key, enabled, reloads) it belongs to. */
type Stored<T> = QueryState<T> & { signature: string };

/**
 * The state of a query whose request starts now for `signature` (idle when disabled): an earlier answer for its
 * key shows while it runs, else the previous key's answer, as a first load until any answer came.
 */
function startState<T>(spec: QuerySpec<T>, previous: Stored<T> | undefined, signature: string, earlier: T | undefined): Stored<T> {
  if (spec.enabled === false) return { ...IDLE, signature };
  return {
    data: earlier ?? previous?.data, error: null, isPending: true,
    isFirstLoad: earlier === undefined ? (previous?.isFirstLoad ?? true) : false, signature,
  };
}

function sameStored<T>(a: Stored<T> | undefined, b: Stored<T>): boolean {
  return !!a && a.signature === b.signature && a.data === b.data && a.error === b.error && a.isPending === b.isPending && a.isFirstLoad === b.isFirstLoad;
}

/**
 * The engine's one data-fetching primitive: several named queries, each run when its key changes, aborted
 * when the key changes again or the component leaves, each failing or succeeding on its own, each
 * reloadable. Controllers and plugins load through it (or through {@link useQuery}); only the hierarchy
 * browser keeps its own column cache, since its columns outlive the component and reload on demand.
 */
export function useQueries<T>(specs: Record<string, QuerySpec<T>>): {
  states: Record<string, QueryState<T>>;
  refetch(name?: string): void;
} {
  const names = Object.keys(specs);
  const [reloads, setReloads] = useState<Record<string, number>>({});
  const signatures: Record<string, string> = Object.fromEntries(
    names.map((name) => [name, JSON.stringify([specs[name].key, specs[name].enabled ?? true, reloads[name] ?? 0])]),
  );
  // Each state remembers the signature it answers for, so a render whose key just changed already reads as
  // loading (not the previous answer as if it were current) before the effect starts the request. The first
  // render holds what the effect would store at once (an earlier answer, or a first load): a screen whose page
  // is at hand draws complete once, not twice.
  const [states, setStates] = useState<Record<string, Stored<T>>>(() => Object.fromEntries(
    names.map((name) => [name, startState(specs[name], undefined, signatures[name], specs[name].placeholder?.())]),
  ));
  const specsRef = useRef(specs);
  const statesRef = useRef(states);
  // What each query last started with, and its request: only a query whose key changed runs again.
  const running = useRef(new Map<string, { signature: string; controller: AbortController | null }>());
  const signaturesRef = useRef(signatures);
  const signature = JSON.stringify(signatures);
  // The fetch effect runs by signature, not by specs identity: it reads the latest specs and signatures,
  // set after each commit before any passive effect runs.
  useLayoutEffect(() => {
    specsRef.current = specs;
    signaturesRef.current = signatures;
    statesRef.current = states;
  });

  useEffect(() => {
    const current = specsRef.current;
    const latest = signaturesRef.current;
    for (const [name, started] of running.current) {
      if (!Object.hasOwn(current, name)) {
        started.controller?.abort();
        running.current.delete(name);
      }
    }
    for (const name of Object.keys(current)) {
      const spec = current[name];
      const next = latest[name];
      const started = running.current.get(name);
      if (started?.signature === next) continue;
      started?.controller?.abort();
      const controller = spec.enabled === false ? null : new AbortController();
      running.current.set(name, { signature: next, controller });
      const earlier = spec.enabled === false ? undefined : spec.placeholder?.();
      // Nothing to store when the state shown already is this one (the first render's): no render for nothing.
      if (!sameStored(statesRef.current[name], startState(spec, statesRef.current[name], next, earlier))) {
        setStates((previous) => ({ ...previous, [name]: startState(spec, previous[name], next, earlier) }));
      }
      if (!controller) continue;
      const start = () => {
        if (controller.signal.aborted) return;
        spec
          .fetch(controller.signal)
          .then((answer) => {
            if (controller.signal.aborted) return;
            setStates((previous) => {
              // The fresh copy of an answer shown from before keeps the parts that did not change (the whole of
              // it, usually): what draws from them is not drawn again.
              const shown = previous[name]?.data;
              const data = earlier !== undefined && shown !== undefined ? replaceEqualDeep(shown, answer) : answer;
              return { ...previous, [name]: { data, error: null, isPending: false, isFirstLoad: false, signature: next } };
            });
          })
          .catch((failure: unknown) => {
            if (controller.signal.aborted || isAbort(failure)) return;
            setStates((previous) => ({
              ...previous,
              [name]: { data: previous[name]?.data, error: errorMessage(failure), isPending: false, isFirstLoad: false, signature: next },
            }));
          });
      };
      if (earlier !== undefined || spec.deferred) afterNextFrame(start);
      else start();
    }
  }, [signature]);

  // Leaving the screen aborts every request in flight.
  useEffect(() => {
    const map = running.current;
    return () => {
      for (const started of map.values()) started.controller?.abort();
      map.clear();
    };
  }, []);

  const refetch = useCallback((name?: string) => {
    const targets = name === undefined ? Object.keys(specsRef.current) : [name];
    setReloads((previous) => {
      const next = { ...previous };
      for (const target of targets) next[target] = (next[target] ?? 0) + 1;
      return next;
    });
  }, [setReloads]);

  const out: Record<string, QueryState<T>> = {};
  for (const name of names) {
    const stored = states[name];
    if (specs[name].enabled === false) out[name] = IDLE;
    else if (stored?.signature === signatures[name]) out[name] = { data: stored.data, error: stored.error, isPending: stored.isPending, isFirstLoad: stored.isFirstLoad };
    else {
      // A new key, before its effect has run: an earlier answer for it, else the previous key's.
      const earlier = specs[name].placeholder?.();
      out[name] = earlier === undefined
        ? { data: stored?.data, error: null, isPending: true, isFirstLoad: stored?.isFirstLoad ?? true }
        : { data: earlier, error: null, isPending: true, isFirstLoad: false };
    }
  }
  return { states: out, refetch };
}

/** One query (see {@link useQueries}). */
export function useQuery<T>(spec: QuerySpec<T>): QueryState<T> & { refetch(): void } {
  const { states, refetch } = useQueries({ query: spec });
  const reload = useCallback(() => refetch('query'), [refetch]);
  return { ...states.query, refetch: reload };
}
