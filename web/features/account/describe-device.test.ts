import { describe, expect, it } from "vitest";
import { describeDevice } from "./describe-device";

describe("describeDevice", () => {
  it.each([
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
      "Chrome",
      "Windows",
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0",
      "Edge",
      "Windows",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
      "Safari",
      "iPhone",
    ],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:132.0) Gecko/20100101 Firefox/132.0", "Firefox", "macOS"],
    [
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36",
      "Chrome",
      "Android",
    ],
  ])("reads %s", (userAgent, browser, os) => {
    expect(describeDevice(userAgent)).toEqual({ browser, os });
  });

  it("knows nothing of a missing or odd user agent", () => {
    expect(describeDevice(null)).toEqual({ browser: null, os: null });
    expect(describeDevice("curl/8.5.0")).toEqual({ browser: null, os: null });
  });
});
