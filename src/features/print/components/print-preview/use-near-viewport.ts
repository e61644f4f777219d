import { useCallback, useEffect, useState } from 'react';

/**
 * True once the element comes within a screen of the viewport: an order of many prints downloads
 * and renders only the previews someone scrolls to. Without IntersectionObserver: at once.
 */
export function useNearViewport<T extends Element>(): [(node: T | null) => void, boolean] {
  const [node, setNode] = useState<T | null>(null);
  const [near, setNear] = useState(false);
  const ref = useCallback((element: T | null) => setNode(element), []);
  useEffect(() => {
    if (!node || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: '100% 0px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, near]);
  return [ref, near];
}
