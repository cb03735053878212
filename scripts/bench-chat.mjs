// Chat latency for `npm run bench`: time to the first streamed answer byte through our
// server (auth, checks, quota, history, UI message stream) minus the fake provider's own. Each
// sample asks the provider directly and then through the platform, back to back, so both see the
// same machine load; the figure is the median of those pairs' differences.
const WARM_UP = 2;
/** With the warm-up, under the chat's per-user burst limit (20 a minute). */
const SAMPLES = 15;

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

async function postJson(url, payload, authorization) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...(authorization ? { authorization } : {}) },
    body: JSON.stringify(payload),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** A premium account (100 queries a day) through a quick-access code the admin makes. */
async function signInPremiumUser(origin, email, password) {
  const admin = await postJson(`${origin}/api/auth/token?grant_type=password`, { email, password });
  const { codes } = await postJson(
    `${origin}/api/admin/access-codes`,
    { kind: "quick_access", tier: "premium", duration_days: 1, max_uses: 1, count: 1 },
    `Bearer ${admin.access_token}`,
  );
  const { session } = await postJson(`${origin}/api/functions/quick-access-with-code`, { code: codes[0].code });
  return `Bearer ${session.access_token}`;
}

export async function benchChatFirstByte({ origin, providerUrl, email, password }) {
  const authorization = await signInPremiumUser(origin, email, password);
  const direct = [];
  const through = [];
  for (let sample = 0; sample < WARM_UP + SAMPLES; sample += 1) {
    const providerAlone = await timeToFirst(
      `${providerUrl}/chat/completions`,
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ model: "fake", stream: true, messages: [{ role: "user", content: "Hola" }] }),
      },
      '"content"',
    );
    const platform = await timeToFirst(
      `${origin}/api/assistants/redactor-de-correos-profesionales/chat`,
      {
        method: "POST",
        headers: { "content-type": "application/json", authorization },
        body: JSON.stringify({ message: `Consulta ${sample}` }),
      },
      '"text-delta"',
    );
    if (sample < WARM_UP) continue;
    direct.push(providerAlone);
    through.push(platform);
  }
  const overhead = median(through.map((time, index) => time - (direct[index] ?? 0)));
  console.log(
    `\nChat time to first streamed text, median of ${SAMPLES}: provider alone ${median(direct).toFixed(1)} ms, through the platform ${median(through).toFixed(1)} ms`,
  );
  console.log(
    `Platform overhead (median of paired differences): ${overhead.toFixed(1)} ms (target ≤ 20 ms) ${overhead <= 20 ? "within" : "OVER"}`,
  );
}
