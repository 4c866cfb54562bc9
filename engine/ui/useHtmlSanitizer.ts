import { useEffect, useState } from 'react';
import { loadedHtmlSanitizer, loadHtmlSanitizer, type HtmlSanitizer } from './trustedTypes';

/**
 * The HTML sanitiser for a component that draws HTML from data: at once when its chunk is in, else null until it
 * arrives (the component asks for it; a list whose cells show HTML must not carry DOMPurify in its first download).
 */
export function useHtmlSanitizer(): HtmlSanitizer | null {
  const [sanitizer, setSanitizer] = useState<HtmlSanitizer | null>(loadedHtmlSanitizer);
  useEffect(() => {
    if (sanitizer) return;
    let mounted = true;
    void loadHtmlSanitizer().then(() => {
      const loaded = loadedHtmlSanitizer();
      if (mounted && loaded) setSanitizer(() => loaded);
    });
    return () => {
      mounted = false;
    };
  }, [sanitizer]);
  return sanitizer;
}
