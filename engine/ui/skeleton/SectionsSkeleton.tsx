import { Card, Classes } from '@blueprintjs/core';
import { LoadingState } from '../LoadingState';
import './skeleton.css';

/** Label/value lines per section card: a typical detail section's height. */
const LINES = 4;

/**
 * What a detail page shows while its record loads for longer than a screen switch waits (300 ms): one card per
 * section with its real title over grey label/value lines.
 */
export function SectionsSkeleton(props: { titles: readonly string[] }) {
  return (
    <div className="engine-skeleton">
      <LoadingState compact />
      <div aria-hidden="true">
        {props.titles.map((title, index) => (
          <Card key={index} className="engine-skeleton-section">
            <h2 className="engine-skeleton-title">{title}</h2>
            {Array.from({ length: LINES }, (_, line) => (
              <div key={line} className="engine-skeleton-pair">
                <span className={`${Classes.SKELETON} engine-skeleton-label`} />
                <span className={`${Classes.SKELETON} engine-skeleton-line`} />
              </div>
            ))}
          </Card>
        ))}
      </div>
    </div>
  );
}
