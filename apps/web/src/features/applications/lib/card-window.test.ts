import { describe, expect, it } from 'vitest';
import { cardWindow, FIRST_DRAW, OVERSCAN, screenRows } from './card-window';

const at = (listTop: number) => screenRows(listTop, 800, 100);

describe("a board column's drawn cards", () => {
  it('draws the cards on screen and a few below, not the whole column', () => {
    expect(cardWindow(at(200), 600)).toEqual({ start: 0, end: 6 + OVERSCAN });
  });

  it('follows the page as it scrolls down the column, with a few cards above the screen too', () => {
    expect(cardWindow(at(-3000), 600)).toEqual({ start: 30 - OVERSCAN, end: 38 + OVERSCAN });
  });

  it('stops at the last card, and draws none of a column out of sight', () => {
    expect(cardWindow(at(-5000), 52)).toEqual({ start: 50 - OVERSCAN, end: 52 });
    expect(cardWindow(at(-90_000), 52)).toEqual({ start: 52, end: 52 });
    expect(cardWindow(at(2000), 52)).toEqual({ start: 0, end: 0 });
  });

  it('keeps the dragged card drawn wherever the page has scrolled', () => {
    expect(cardWindow(at(-3000), 600, 2)).toEqual({ start: 2, end: 38 + OVERSCAN });
  });

  it('draws the first few before a card is measured, and every card where nothing has a size', () => {
    expect(cardWindow(null, 600)).toEqual({ start: 0, end: FIRST_DRAW });
    expect(cardWindow(screenRows(0, 768, 0), 65)).toEqual({ start: 0, end: 65 });
  });
});
