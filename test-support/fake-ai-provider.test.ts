import { connect } from "node:net";
import { once } from "node:events";
import { afterAll, describe, expect, it } from "vitest";
import { startFakeAiProvider } from "./fake-ai-provider";

const provider = await startFakeAiProvider({ kind: "stream", text: "Sigo aquí." });
afterAll(() => provider.close());

/** Sends the head and half of a body, then hangs up, as a server killed mid-upload does. */
async function hangUpMidUpload(pathname: string) {
  const { port } = new URL(provider.url);
  const socket = connect(Number(port), "127.0.0.1");
  await once(socket, "connect");
  socket.write(
    `POST /v1${pathname} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"model":`,
  );
  await new Promise((resolve) => setTimeout(resolve, 50));
  socket.destroy();
  await new Promise((resolve) => setTimeout(resolve, 50));
}

describe("the fake AI provider", () => {
  it("keeps serving after callers hang up mid-upload, with no unhandled error", async () => {
    await hangUpMidUpload("/chat/completions");
    await hangUpMidUpload("/audio/transcriptions");

    const response = await fetch(`${provider.url}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ model: "fake", stream: true, messages: [] }),
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('"content":"aquí."');
    expect(provider.requests).toHaveLength(1);
  });
});
