import { beforeEach, describe, expect, it } from "vitest";
import { jsonResponse, stubFetch } from "../../../test/fetch-mock";
import { resetSessionToken } from "../session-token";
import { QUICK_ACCESS_DEVICE_TOKEN_KEY } from "../quick-access-device";
import { quickAccessWithCode } from "./quick-access-with-code";

const fetchMock = stubFetch();

function sentBodies(): { code: string; deviceToken?: string }[] {
  return fetchMock.mock.calls.map(
    ([, init]) => JSON.parse(init?.body as string) as { code: string; deviceToken?: string },
  );
}

describe("quickAccessWithCode", () => {
  beforeEach(() => localStorage.clear());

  it("sends this browser's device token with the upper-cased code, the same one after a sign-out", async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse({ message: "ok" })));
    await quickAccessWithCode(" abcd-23 ");
    resetSessionToken();
    await quickAccessWithCode("ABCD-23");
    const [first, second] = sentBodies();
    expect(first?.code).toBe("ABCD-23");
    expect(first?.deviceToken).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.deviceToken).toBe(first?.deviceToken);
    expect(localStorage.getItem(QUICK_ACCESS_DEVICE_TOKEN_KEY)).toBe(first?.deviceToken);
  });

  it("gives another browser (other storage) another device token", async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse({ message: "ok" })));
    await quickAccessWithCode("ABCD-23");
    localStorage.clear();
    await quickAccessWithCode("ABCD-23");
    const [first, second] = sentBodies();
    expect(second?.deviceToken).not.toBe(first?.deviceToken);
  });
});
