/**
 * The root a screen draws in place of its loading shape while no one can see it (see `useUnseenWhilePending`):
 * busy and not ready, so the stage keeps the previous screen's picture until the data comes or the hold ends.
 */
export function UnseenScreen(props: { className: string }) {
  return <section className={`engine-screen ${props.className}`} aria-busy="true" data-ready="false" />;
}
