import { useEffect, useState, type RefObject } from "react";

/**
 * True once the element has come within `rootMargin` of the viewport (and stays true), so a
 * part of the page below the fold loads its code when the reader reaches it, just before they
 * see it. Where IntersectionObserver is missing, true at once (the part loads as before).
 */
export function useIsNearViewport(ref: RefObject<Element | null>, rootMargin = "600px 0px"): boolean {
  const [isNear, setIsNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      const timer = setTimeout(() => setIsNear(true));
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, isNear]);
  return isNear;
}
