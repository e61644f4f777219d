import { useCallback, useLayoutEffect, useState, type RefObject } from 'react';

/** Spec section 9: items collapse once the list is taller than the window height minus this. */
export const COLLAPSE_MARGIN_PX = 225;

/**
 * Whether the full (expanded) list is taller than the window height minus 225. On every change of
 * `key` and on resize the list is first shown expanded, measured, then collapsed if needed, all
 * before the browser paints.
 */
export function useTooTall(ref: RefObject<HTMLElement | null>, key: string): boolean {
  const [tooTall, setTooTall] = useState(false);
  const [round, setRound] = useState(0);
  const measure = useCallback(() => {
    const element = ref.current;
    if (element) setTooTall(element.scrollHeight > window.innerHeight - COLLAPSE_MARGIN_PX);
  }, [ref]);
  useLayoutEffect(() => {
    setTooTall(false);
    setRound((value) => value + 1);
  }, [key]);
  useLayoutEffect(() => {
    if (round > 0) measure();
  }, [round, measure]);
  useLayoutEffect(() => {
    const onResize = () => {
      setTooTall(false);
      setRound((value) => value + 1);
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return tooTall;
}
