import { Classes } from '@blueprintjs/core';
import { LoadingState } from '../LoadingState';
import './skeleton.css';

/**
 * What a form shows while its record loads for longer than a screen switch waits (300 ms): a grey label and
 * input per field, on the form's own 12-column grid and spans, so the fields appear where the skeleton was.
 */
export function FieldsSkeleton(props: { spans: readonly number[] }) {
  return (
    <div className="engine-skeleton">
      <LoadingState compact />
      <div className="engine-form-grid" aria-hidden="true">
        {props.spans.map((span, index) => (
          <div key={index} className="engine-skeleton-field" style={{ gridColumn: `span ${span}` }}>
            <span className={`${Classes.SKELETON} engine-skeleton-label`} />
            <span className={`${Classes.SKELETON} engine-skeleton-input`} />
          </div>
        ))}
      </div>
    </div>
  );
}
