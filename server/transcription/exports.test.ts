import { describe, expect, it } from "vitest";
import type { TTranscriptionResult } from "../../contracts/transcription";
import { toSrt, toVtt } from "./exports";

const hostile: TTranscriptionResult = {
  text: "",
  language: "es",
  durationSeconds: 4,
  segments: [
    { start: 0, end: 2, text: "Uno\r\n\r\n2\r00:00:09,000 --> 00:00:10,000\u2028falso" },
    { start: 2, end: 4, text: "<script>alert(1)</script> & <c.rojo>" },
  ],
};

describe("subtitles", () => {
  it("keep a segment's text inside its cue: no blank line, no timing line of its own, in SRT and VTT", () => {
    const srt = toSrt(hostile);
    expect(srt.split("\n\n")).toHaveLength(2);
    expect(srt.match(/-->/g)).toHaveLength(2);
    expect(srt).toContain("00:00:09,000 → 00:00:10,000\nfalso");
    expect(srt).not.toMatch(/[\r\u2028]/);
    const vtt = toVtt(hostile);
    expect(vtt.match(/-->/g)).toHaveLength(2);
    expect(vtt.split("\n\n")).toHaveLength(3);
  });

  it("write VTT text with `&` and `<` as entities, so no cue markup or tag comes from the words", () => {
    expect(toVtt(hostile)).toContain("&lt;script>alert(1)&lt;/script> &amp; &lt;c.rojo>");
  });
});
