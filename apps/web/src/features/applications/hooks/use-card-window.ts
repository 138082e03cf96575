import { useCallback, useEffect, useState } from 'react';
import { cardWindow, screenRows, type ScreenRows } from '../lib/card-window';

/** The gap between two cards of a column, in px (the list's gap). */
export const CARD_GAP = 8;

const same = (a: ScreenRows | null, b: ScreenRows) =>
  a !== null && a.pitch === b.pitch && a.first === b.first && a.last === b.last;

/**
 * The cards of a board column to draw as the page scrolls (`cardWindow`), for a list whose cards are
 * its `li` children: one drawn card's height gives the pitch; a change of the cards, any scroll on the
 * page (the window, the board's own sideways scroll) or a resize measures again, once a frame, and the
 * column draws again only when another card comes on screen. Answers the window and the padding that stands for the
 * cards above and below it, so the column keeps its height.
 */
export function useCardWindow(count: number, keep: number) {
  const [element, list] = useState<HTMLElement | null>(null);
  // Without ResizeObserver (jsdom) a column could not follow its cards' sizes: every card is drawn.
  const [rows, setRows] = useState<ScreenRows | null>(() =>
    typeof ResizeObserver === 'undefined' ? screenRows(0, 0, 0) : null,
  );
  const measure = useCallback(() => {
    const card = element?.querySelector('li');
    if (!element || !card) return;
    const pitch = card.offsetHeight > 0 ? card.offsetHeight + CARD_GAP : 0;
    const next = screenRows(element.getBoundingClientRect().top, window.innerHeight, pitch);
    setRows((now) => (same(now, next) ? now : next));
  }, [element]);

  // Measured a frame after the cards change, and whenever the page scrolls or a size changes.
  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    schedule();
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    if (element) resized?.observe(element);
    document.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      resized?.disconnect();
      document.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
    };
  }, [measure, element, count]);

  const { start, end } = cardWindow(rows, count, keep);
  const pitch = rows?.pitch ?? 0;
  // `list` is the callback ref of the column's list.
  return { list, start, end, padTop: start * pitch, padBottom: Math.max(0, count - end) * pitch };
}
