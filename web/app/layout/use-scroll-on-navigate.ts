import { useEffect } from "react";
import { useLocation } from "../../lib/router";

const ANCHOR_ATTEMPTS = 20;

/**
 * A new page starts at the top; a link with a hash (/privacidad#cookies) scrolls to its anchor,
 * waiting a few frames for a lazily loaded page to render it.
 */
export function useScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    let attempts = 0;
    let frame = 0;
    const scrollToAnchor = () => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
      attempts += 1;
      if (attempts < ANCHOR_ATTEMPTS) frame = window.setTimeout(scrollToAnchor, 50);
    };
    scrollToAnchor();
    return () => window.clearTimeout(frame);
  }, [pathname, hash]);
}
