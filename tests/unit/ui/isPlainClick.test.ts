import { describe, expect, it } from 'vitest';
import { isPlainClick } from '../../../engine/ui/NavigateContext';

const click = { ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, button: 0 };

describe('isPlainClick', () => {
  it('a plain primary click is the app to follow; a modifier key or another button is the browser', () => {
    expect(isPlainClick(click)).toBe(true);
    for (const modifier of ['ctrlKey', 'metaKey', 'altKey', 'shiftKey'] as const) expect(isPlainClick({ ...click, [modifier]: true })).toBe(false);
    expect(isPlainClick({ ...click, button: 1 })).toBe(false);
  });
});
