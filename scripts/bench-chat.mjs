// Chat latency for `npm run bench` (issue 9): time to the first streamed answer byte through our
// server (auth, quota, history, UI message stream) minus the fake provider's own, median of N.
const SAMPLES = 9;

/** Milliseconds from sending `init` to `url` until the first chunk containing `marker` arrives. */
async function timeToFirst(url, init, marker) {
  const started = performance.now();
  const response = await fetch(url, init);
  if (!response.ok || !response.body) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let firstAt;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    if (firstAt === undefined && text.includes(marker)) firstAt = performance.now();
  }
  if (firstAt === undefined) throw new Error(`${url}: no ${marker} in the answer`);
  return firstAt - started;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function benchChatFirstByte({ origin, providerUrl, email, password }) {
  const token = await fetch(`${origin}/api/auth/token?grant_type=password`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  }).then((response) => response.json());
  const authorization = `Bearer ${token.access_token}`;
  const direct = [];
  const through = [];
  for (let sample = 0; sample < SAMPLES; sample += 1) {
    direct.push(
      await timeToFirst(
        `${providerUrl}/chat/completions`,
        { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ model: "fake", stream: true, messages: [{ role: "user", content: "Hola" }] }) },
        '"content"',
      ),
    );
    through.push(
      await timeToFirst(
        `${origin}/api/assistants/redactor-de-correos-profesionales/chat`,
        { method: "POST", headers: { "content-type": "application/json", authorization }, body: JSON.stringify({ message: `Consulta ${sample}` }) },
        '"text-delta"',
      ),
    );
  }
  const overhead = median(through) - median(direct);
  console.log(`\nChat time to first streamed text, median of ${SAMPLES}: provider alone ${median(direct).toFixed(1)} ms, through the platform ${median(through).toFixed(1)} ms`);
  console.log(`Platform overhead: ${overhead.toFixed(1)} ms (target ≤ 20 ms) ${overhead <= 20 ? "within" : "OVER"}`);
}
