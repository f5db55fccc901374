import { startTransition, useCallback, useRef, useState } from 'react';

/**
 * Whether the element has come within half a screen of what is shown (and stays true once it has): a part that is
 * costly to draw and sits below the fold is drawn as the reader gets near it instead of on arrival. Where the browser
 * cannot tell (no IntersectionObserver), it is near at once.
 */
export function useNearScreen<T extends Element>(): [boolean, (element: T | null) => void] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback((element: T | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    observer.current = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        // Drawn as a transition: in slices, not one task (architecture §7: total blocking time).
        startTransition(() => setNear(true));
        observer.current?.disconnect();
      },
      { rootMargin: '50% 0px' },
    );
    observer.current.observe(element);
  }, []);
  return [near, ref];
}
