import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';

/** Cards rendered above and below the visible part, so Tab always finds the next card in the DOM. */
const OVERSCAN = 4;

export interface PageWindow {
  start: number;
  end: number;
  /** Room kept for the cards not rendered above and below, so the page's own scrollbar reflects every card. */
  before: number;
  after: number;
}

/**
 * A window over a long stack of cards that scroll with the page itself (phones: no inner scroll
 * box): only the cards in view plus an overscan are rendered, so 1,000 copy lines cost per keystroke
 * what 20 do. Cards keep their natural height; the height of a rendered card is measured and used
 * as the height of the ones not rendered. `count` 0 turns it off (no listeners).
 */
export function usePageWindow(list: RefObject<HTMLElement | null>, count: number, estimate: number): PageWindow {
  const [range, setRange] = useState({ top: 0, bottom: 900 });
  const [cardHeight, setCardHeight] = useState(estimate);

  useEffect(() => {
    if (count === 0 || typeof window === 'undefined') return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const element = list.current;
      if (!element) return;
      // The part of the list inside the viewport, in px from the list's top.
      const top = -element.getBoundingClientRect().top;
      setRange((old) => (Math.abs(old.top - top) < 1 && old.bottom - old.top === window.innerHeight ? old : { top, bottom: top + window.innerHeight }));
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [list, count]);

  const start = Math.min(count, Math.max(0, Math.floor(range.top / cardHeight) - OVERSCAN));
  const end = Math.min(count, Math.max(start, Math.ceil(range.bottom / cardHeight) + OVERSCAN));

  // The rendered cards tell the height of the others (their fields and errors decide it): their
  // average, taken again only when it moves by more than a tenth, so the window cannot flip between two.
  useLayoutEffect(() => {
    const cards = list.current?.querySelectorAll<HTMLElement>('[data-row]');
    if (!cards || cards.length === 0) return;
    let total = 0;
    cards.forEach((card) => (total += card.getBoundingClientRect().height));
    const height = total / cards.length;
    if (height > 0 && Math.abs(height - cardHeight) > cardHeight / 10) setCardHeight(height);
  }, [list, cardHeight, start, end, count]);

  if (count === 0) return { start: 0, end: 0, before: 0, after: 0 };
  return { start, end, before: start * cardHeight, after: (count - end) * cardHeight };
}
