import type { FastifyInstance } from "fastify";

/**
 * Opens an e-mailed link like a person does: GET the landing page (which must change nothing),
 * then press its button, a form POST of the page's hidden fields. Returns both answers.
 */
export async function openEmailLink(app: FastifyInstance, link: string, remoteAddress?: string) {
  const url = new URL(link, "http://localhost");
  const landing = await app.inject({ method: "GET", url: `${url.pathname}${url.search}`, remoteAddress });
  if (landing.statusCode !== 200) return { landing, submitted: landing };
  const action = /<form method="post" action="([^"]+)"/.exec(landing.body)?.[1];
  if (!action) throw new Error(`no confirmation form on ${url.pathname}`);
  const fields = [...landing.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(
    ([, name = "", value = ""]) => [decodeHtml(name), decodeHtml(value)],
  );
  const submitted = await app.inject({
    method: "POST",
    url: decodeHtml(action),
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress,
  });
  return { landing, submitted };
}

function decodeHtml(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}
