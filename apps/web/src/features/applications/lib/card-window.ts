/** Cards drawn beyond either edge of the screen, so that scrolling and Tab find the next one already there. */
export const OVERSCAN = 4;

/** Where a column's list lies against the screen, in cards: null until a card has been measured. */
export interface ScreenRows {
  /** One card with its gap, in px; 0 where nothing has a size (no layout). */
  pitch: number;
  /** The first card position at or below the top of the screen (negative: the list starts lower). */
  first: number;
  /** One past the last card position above the bottom of the screen. */
  last: number;
}

/** `listTop`: where the list starts on screen (negative once scrolled past); `viewport`: the screen's height. */
export function screenRows(listTop: number, viewport: number, pitch: number): ScreenRows {
  if (pitch <= 0) return { pitch: 0, first: 0, last: 0 };
  return { pitch, first: Math.floor(-listTop / pitch), last: Math.ceil((viewport - listTop) / pitch) };
}

/** Cards drawn before one has been measured: enough to fill a tall screen. */
export const FIRST_DRAW = 12;

/**
 * Which of a column's `count` cards to draw, `start` to `end` (issue 22: the board draws what is on
 * screen, not a job's thousands): those on screen and `OVERSCAN` more either side. `keep` (the card
 * being dragged) is always drawn: a card that left the page would end its drag. Before any card is
 * measured the first few are drawn; without a layout (a card measuring 0), every card.
 */
export function cardWindow(rows: ScreenRows | null, count: number, keep = -1): { start: number; end: number } {
  if (rows === null) return { start: 0, end: Math.min(count, FIRST_DRAW) };
  if (rows.pitch <= 0) return { start: 0, end: count };
  const start = Math.min(count, Math.max(0, rows.first - OVERSCAN));
  const end = Math.min(count, Math.max(start, rows.last + OVERSCAN));
  if (keep < 0 || keep >= count) return { start, end };
  return { start: Math.min(start, keep), end: Math.max(end, keep + 1) };
}
