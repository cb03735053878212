import { describe, expect, it } from "vitest";
import { WatchedTimeCounter } from "./watched-time-counter";

function playFrom(counter: WatchedTimeCounter, start: number, end: number, rate = 1) {
  for (let time = start; time <= end + 1e-9; time += 0.25) counter.observe(time, rate);
}

describe("WatchedTimeCounter", () => {
  it("sums the small forward steps of playback", () => {
    const counter = new WatchedTimeCounter();
    counter.restartAt(0);
    playFrom(counter, 0, 5);
    expect(counter.pendingSeconds).toBeCloseTo(5);
  });

  it("does not count a seek forward or back, even a small one the learner made through the seek bar", () => {
    const counter = new WatchedTimeCounter();
    counter.restartAt(0);
    playFrom(counter, 0, 2);
    counter.observe(60, 1); // jumped ahead without seeking events (a large step)
    counter.observe(10, 1); // jumped back
    counter.restartAt(11); // a seek the player reported
    counter.observe(11, 1);
    playFrom(counter, 11, 12);
    expect(counter.pendingSeconds).toBeCloseTo(3);
  });

  it("counts faster playback as the seconds of video it played", () => {
    const counter = new WatchedTimeCounter();
    counter.restartAt(0);
    for (let time = 0; time <= 4; time += 0.5) counter.observe(time, 2);
    expect(counter.pendingSeconds).toBeCloseTo(4);
  });

  it("hands the pending seconds to one save only, and takes them back when that save fails", () => {
    const counter = new WatchedTimeCounter();
    counter.restartAt(0);
    playFrom(counter, 0, 4);
    const sent = counter.take();
    expect(sent).toBeCloseTo(4);
    playFrom(counter, 4.25, 6);
    expect(counter.take()).toBeCloseTo(2);
    counter.giveBack(sent);
    expect(counter.pendingSeconds).toBeCloseTo(4);
  });
});
