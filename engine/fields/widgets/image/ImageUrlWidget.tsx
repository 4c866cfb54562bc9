import type { WidgetProps } from '@rjsf/utils';
import { ImageThumbnail } from '../../../ui/ImageThumbnail';
import { useDebouncedValue } from '../../../ui/useDebouncedValue';
import { safeImageUrl } from '../../../core/safeUrl';
import { BaseInputTemplate } from '../../templates/BaseInputTemplate';

/** How long typing must pause before the preview loads the new address (no request per keystroke). */
export const PREVIEW_DELAY_MS = 600;

/** Texts of the image widget. */
const IMAGE_WIDGET_TEXTS = {
  preview: (label: string) => `Prévia: ${label}`,
} as const;

/**
 * An image address typed as text, with a preview of the picture under it. Only safe image URLs are
 * previewed (web, app path or inline `data:image/...`), and only once typing pauses.
 */
export function ImageUrlWidget(props: WidgetProps) {
  const value = typeof props.value === 'string' ? props.value : '';
  const shown = useDebouncedValue(value, PREVIEW_DELAY_MS);
  const src = safeImageUrl(shown);
  return (
    <div className="engine-image-widget">
      <BaseInputTemplate {...props} />
      {src ? (
        <div className="engine-image-preview">
          {/* A new key per address: a picture that failed before gets its own try. */}
          <ImageThumbnail key={src} src={src} alt={IMAGE_WIDGET_TEXTS.preview(props.label || props.schema.title || '')} />
        </div>
      ) : null}
    </div>
  );
}
