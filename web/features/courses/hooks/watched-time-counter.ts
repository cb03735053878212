/**
 * Between two `timeupdate` events of real playback the video moves forward by a fraction of a
 * second (browsers fire them every 15–250 ms); a larger or backward step is a seek, not watching.
 */
const MAX_PLAYBACK_STEP_SECONDS = 1.5;

/**
 * Sums the seconds of video actually played and not yet saved: forward steps of
 * normal playback only, so seeking (even a small step through the seek bar) adds nothing. The
 * server credits at most the real time that passed, whatever this claims.
 */
export class WatchedTimeCounter {
  private lastTime: number | null = null;
  private pending = 0;

  /** Seconds played and not yet saved. */
  get pendingSeconds(): number {
    return this.pending;
  }

  /** A `timeupdate` while playing: counts the step from the previous one when it is playback. */
  observe(currentTime: number, playbackRate: number): void {
    const previous = this.lastTime;
    this.lastTime = currentTime;
    if (previous === null) return;
    const step = currentTime - previous;
    if (step > 0 && step <= MAX_PLAYBACK_STEP_SECONDS * Math.max(1, playbackRate)) this.pending += step;
  }

  /** Playback starts or the learner seeks: the next step is measured from here. */
  restartAt(currentTime: number): void {
    this.lastTime = currentTime;
  }

  /** The pending seconds, handed to a save: they stop being pending, so two saves never send them both. */
  take(): number {
    const seconds = this.pending;
    this.pending = 0;
    return seconds;
  }

  /** A save that failed gives its seconds back, to go with the next one. */
  giveBack(seconds: number): void {
    this.pending += seconds;
  }
}
