/**
 * `iconProps` for every Blueprint HTMLSelect: its caret gets no title, so it stays decorative (aria-hidden)
 * instead of announcing Blueprint's English "Open dropdown"; the select's own label names the control.
 */
export const SELECT_ICON_PROPS = { title: undefined } as const;
