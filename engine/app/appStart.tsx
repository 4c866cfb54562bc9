import { LoadingState } from '../ui/LoadingState';

/**
 * The app's quiet start: for this long after its first render, what it waits for (the stored session's restore, the
 * signed-in part's code, the first screen) draws nothing instead of the loading placeholder. Usually the first
 * screen is there sooner, and a spinner drawn for that moment was a flash that cost it a layout and a paint.
 */
const START_PLACEHOLDER_MS = 300;

/** The app's start, as its placeholders see it. */
export interface AppStart {
  /** `performance.now()` at the app's first render. */
  at: number;
  /** The first screen's code and data, asked for at start-up; none when the app started signed out. */
  firstScreen?: Promise<unknown>;
}

/** What is left of the start's quiet time; undefined once it is over. */
export function quietLeft(start: AppStart): number | undefined {
  const left = START_PLACEHOLDER_MS - (performance.now() - start.at);
  return left > 0 ? left : undefined;
}

/** The loading placeholder of the app's start: nothing during its quiet time, wherever the wait is. */
export function StartPlaceholder(props: { start: AppStart }) {
  return <LoadingState afterMs={quietLeft(props.start)} />;
}
