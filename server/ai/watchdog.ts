/** Stops a provider call that stalls or runs too long. */
export interface Watchdog {
  /** Aborted once the provider is silent for too long or has talked for too long in all. */
  signal: AbortSignal;
  /** Called on every chunk: the provider is still talking. */
  feed: () => void;
  stop: () => void;
}

/**
 * Aborts a provider that stays silent for `stallMs` (before its first token or between two) or
 * talks longer than `totalMs` in all (AI_STALL_TIMEOUT_MS and AI_TOTAL_TIMEOUT_MS: 30 s and
 * 120 s by default).
 */
export function startWatchdog(stallMs: number, totalMs: number): Watchdog {
  const controller = new AbortController();
  const expire = () => controller.abort(new Error("AI provider timed out"));
  let stall = setTimeout(expire, stallMs);
  const total = setTimeout(expire, totalMs);
  return {
    signal: controller.signal,
    feed: () => {
      clearTimeout(stall);
      stall = setTimeout(expire, stallMs);
    },
    stop: () => {
      clearTimeout(stall);
      clearTimeout(total);
    },
  };
}
