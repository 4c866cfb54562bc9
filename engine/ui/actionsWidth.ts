/** Approximate widths (px) of the small minimal buttons of a table row, at the default font size. */
const CHAR = 7.2;
const ICON = 22;
const PADDING = 18;
const CELL_PADDING = 16;

/**
 * The width of a table's actions column, enough for every action of a row side by side (a fixed width
 * clipped the third button of most lists). Labels are measured by character count: the column is drawn
 * before any button exists, and the estimate errs wide.
 */
export function actionsColumnWidth(actions: ReadonlyArray<{ label: string; icon?: string }>): number {
  const buttons = actions.reduce((sum, action) => sum + Math.ceil(action.label.length * CHAR) + (action.icon ? ICON : 0) + PADDING, 0);
  return Math.max(80, CELL_PADDING + buttons);
}
