/**
 * A still copy of a screen on display, for {@link ScreenStage}'s closed shadow root: wrapped in the body's
 * classes (the dark theme's selectors start at an ancestor the shadow root does not have), with the values of
 * form fields kept (a copy of an input has its attribute, not what was typed), and nothing in it that would
 * make a request.
 */
export function screenPicture(live: Element): Node {
  const wrapper = document.createElement('div');
  wrapper.className = document.body.className;
  const copy = live.cloneNode(true) as Element;
  const sources = live.querySelectorAll('input, textarea, select');
  const targets = copy.querySelectorAll('input, textarea, select');
  sources.forEach((source, index) => {
    const target = targets[index];
    if (source instanceof HTMLInputElement && target instanceof HTMLInputElement) {
      target.setAttribute('value', source.value);
      if (source.checked) target.setAttribute('checked', '');
    } else if (source instanceof HTMLTextAreaElement && target instanceof HTMLTextAreaElement) {
      target.textContent = source.value;
    } else if (source instanceof HTMLSelectElement && target instanceof HTMLSelectElement) {
      target.querySelectorAll('option').forEach((option, at) => option.toggleAttribute('selected', source.options[at]?.selected ?? false));
    }
    // Ids and names of the copy would clash with the live page's form controls only inside the page; the
    // shadow root keeps them apart, but autofill and radio groups look at names, so the copy has none.
    target?.removeAttribute('name');
  });
  copy.querySelectorAll('[id]').forEach((element) => element.removeAttribute('id'));
  // A copy must not fetch anything: an image that is on screen comes from the cache, one that did not load
  // (or is still loading) would be asked for again, and embedded pages would load all over.
  const liveImages = live.querySelectorAll('img');
  copy.querySelectorAll('img').forEach((image, index) => {
    const original = liveImages[index];
    if (!original || !original.complete || original.naturalWidth === 0) {
      image.removeAttribute('src');
      image.removeAttribute('srcset');
    }
  });
  copy.querySelectorAll('iframe, video, audio, object, embed, source').forEach((element) => element.remove());
  wrapper.append(copy);
  return wrapper;
}
