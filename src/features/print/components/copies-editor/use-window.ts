import { useCallback, useEffect, useLayoutEffect, useState, type RefObject, type UIEvent } from 'react';

/** Rows rendered above and below the visible part, so Tab always finds the next row in the DOM. */
const OVERSCAN = 6;

export interface RowWindow {
  /** First and one-past-last index of the rows to render. */
  start: number;
  end: number;
  /** Height of the whole list, so the scrollbar reflects every row. */
  totalHeight: number;
  onScroll: (event: UIEvent<HTMLElement>) => void;
}

/**
 * A small fixed-row-height window over a long list: only the rows in view (plus an overscan) are
 * rendered, so 1,000 or 10,000 copy lines cost the same per keystroke as 20.
 */
export function useRowWindow(container: RefObject<HTMLElement | null>, count: number, rowHeight: number): RowWindow {
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(600);

  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    const measure = () => setViewport(element.clientHeight || 600);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [container]);

  // A list that shrank (rows deleted) must not leave the window past its end.
  useEffect(() => {
    const element = container.current;
    if (element && element.scrollTop !== scrollTop) setScrollTop(element.scrollTop);
  }, [count, container, scrollTop]);

  const onScroll = useCallback((event: UIEvent<HTMLElement>) => setScrollTop(event.currentTarget.scrollTop), []);

  const start = Math.max(0, Math.floor(scrollTop / rowHeight) - OVERSCAN);
  const end = Math.min(count, Math.ceil((scrollTop + viewport) / rowHeight) + OVERSCAN);
  return { start, end, totalHeight: count * rowHeight, onScroll };
}
