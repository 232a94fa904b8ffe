import { useEffect, useRef, useState } from 'react';

/** How near the viewport an element counts as in view: what is about to scroll in starts drawing in time. */
const NEAR_VIEWPORT = '200px';

/**
 * A ref for an element and whether it has come near the viewport; once true it stays true. Where the browser cannot
 * tell (no IntersectionObserver), true at once.
 */
export const useScrolledIntoView = <Target extends HTMLElement>() => {
  const ref = useRef<Target>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  return [ref, seen] as const;
};
