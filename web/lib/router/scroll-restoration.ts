import { useEffect, useLayoutEffect, useRef, useState } from "react";
import type { Location } from "./location";
import { useLocation, useRouterHistory } from "./router-context";

const STORAGE_KEY = "scroll-positions";
/** A restored or anchored page may still be rendering (a lazy chunk, its data): try for about a second. */
const ATTEMPTS = 20;
const ATTEMPT_DELAY_MS = 50;
/** Enough for a long session; the oldest entries go first. */
const MAX_ENTRIES = 100;

function readPositions(): Map<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "[]");
    return new Map(Array.isArray(stored) ? (stored as [string, number][]) : []);
  } catch {
    return new Map();
  }
}

function savePositions(positions: Map<string, number>) {
  const entries = [...positions].slice(-MAX_ENTRIES);
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(entries));
  } catch {
    // Storage full or refused: positions still hold for this tab's life in memory.
  }
}

/** At once: the page's `scroll-behavior: smooth` is for in-page links, not for arriving on a page. */
function scrollWindowTo(top: number) {
  window.scrollTo({ top, left: 0, behavior: "instant" });
}

/** Calls `step` until it reports done, a few frames apart; returns the cancel function. */
function retry(step: () => boolean): () => void {
  let attempts = 0;
  let timer = 0;
  const run = () => {
    if (step() || ++attempts >= ATTEMPTS) return;
    timer = window.setTimeout(run, ATTEMPT_DELAY_MS);
  };
  run();
  return () => window.clearTimeout(timer);
}

/**
 * Where the window is after each navigation. Back and forward return to where the page was left
 * (positions kept per history entry, in sessionStorage so a reload keeps them); a link with a hash
 * (/privacidad#cookies) scrolls to its anchor; any other new page starts at the top. A change of
 * the query only (a filter, `?page=2`) keeps the position.
 */
export function useScrollRestoration() {
  const history = useRouterHistory();
  const location = useLocation();
  const [positions] = useState(readPositions);
  const previous = useRef<Location | null>(null);

  // Recorded before the next page renders: the history tells its listeners first.
  useLayoutEffect(() => {
    let currentKey = history.location.key;
    const record = () => {
      positions.delete(currentKey);
      positions.set(currentKey, window.scrollY);
      savePositions(positions);
    };
    const stopListening = history.listen((next) => {
      record();
      currentKey = next.key;
    });
    window.addEventListener("pagehide", record);
    return () => {
      stopListening();
      window.removeEventListener("pagehide", record);
    };
  }, [history, positions]);

  useEffect(() => {
    const before = previous.current;
    previous.current = location;
    const saved = positions.get(location.key);
    // The first render after a load is a "pop" too: a reload returns to where the page was.
    if (saved !== undefined && history.action === "pop")
      return retry(() => {
        scrollWindowTo(saved);
        return Math.abs(window.scrollY - saved) < 1;
      });
    if (location.hash)
      return retry(() => {
        const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
        target?.scrollIntoView();
        return target !== null;
      });
    // A layout mounted by the navigation itself (another area of the app) has no previous location.
    const isNewPage = before ? before.pathname !== location.pathname : history.action !== "pop";
    if (isNewPage) scrollWindowTo(0);
    // Only a new entry moves the window; the location's other fields come with its key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
}
