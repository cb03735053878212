import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import type { RouteOptions } from "fastify";
import { createTestApp } from "../test/app";
import { startFakeAiProvider } from "../../test-support/fake-ai-provider";
import { buildUser, signInAs } from "../test/factories";
import { hostileMultipart } from "./hostile-multipart";

/**
 * Hostile input: every route that takes input gets fast-check values a client
 * should never send — wrong types, huge strings, NUL and other control characters, lone
 * surrogates, prototype-pollution keys, deep nesting, broken JSON — and every route that takes
 * a body also gets multipart bodies (hostile file names, types and bytes, broken framing), as an
 * admin with the top tier, so authorization lets them through to validation. Always a 4xx with
 * an error body or a success, never a 5xx; a refused request commits no write. The number of
 * cases run per route is printed at the end.
 */
const CASES_PER_ROUTE = 30;
/** Every route that takes a body also gets multipart bodies; the upload routes get many more. */
const MULTIPART_CASES_PER_ROUTE = 8;
const UPLOAD_ROUTES = [
  "POST /api/admin/uploads",
  "POST /api/assistants/attachments",
  "POST /api/services/transcriptions",
  "POST /api/services/meetings",
  "POST /api/services/documents",
];
const MULTIPART_CASES_PER_UPLOAD_ROUTE = 80;
// With a model (a local stand-in), so the AI services and attachments read what they are sent
// instead of answering that AI is not configured.
const provider = await startFakeAiProvider();
afterAll(() => provider.close());
const { app, context, routes } = await createTestApp({
  RATE_LIMITS_ENABLED: "false",
  AI_BASE_URL: provider.url,
  AI_MODEL: "fake-model",
  AI_TRANSCRIPTION_MODEL: "fake-whisper",
});

const NASTY_CHARACTERS = [
  "\u0000",
  "\u0001",
  "\u0007",
  "\u001b",
  "\u007f",
  "\u202e",
  "\ud800",
  "\udfff",
  "\uffff",
  "\u200b",
  "𝔘",
  "é",
  "\n",
  "\t",
  "'",
  '"',
  "<",
  "%",
  "a",
];
const nastyString = fc.oneof(
  fc.array(fc.constantFrom(...NASTY_CHARACTERS), { maxLength: 40 }).map((parts) => parts.join("")),
  fc.constantFrom(
    "a".repeat(20_000),
    "\u0000".repeat(5_000),
    "é".repeat(30_000),
    "",
    " ",
    "null",
    "undefined",
    "NaN",
    "-1",
    "1e309",
    "../../etc/passwd",
    "%00",
    "%ZZ",
    "<script>window.__xss=1</script>",
  ),
);
const pollution = fc.constantFrom<Record<string, unknown>>(
  JSON.parse('{"__proto__": {"isAdmin": true, "polluted": 1}}') as Record<string, unknown>,
  { constructor: { prototype: { polluted: 1 } } },
  JSON.parse('{"__proto__": null}') as Record<string, unknown>,
);
const deep = fc.integer({ min: 50, max: 400 }).map((depth) => {
  let value: unknown = "bottom";
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { nested: value };
  return value;
});
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(nastyString, { maxLength: 5 }),
  pollution,
  deep,
  fc.dictionary(nastyString, nastyString, { maxKeys: 5 }),
);

function keysOf(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

/** A body: the schema's own keys with hostile values, pollution, a non-object, or broken JSON. */
function bodyFor(route: RouteOptions): fc.Arbitrary<string> {
  const keys = keysOf(route.schema?.body);
  const withKnownKeys = keys.length
    ? fc
        .record(Object.fromEntries(keys.map((key) => [key, nastyValue])), { requiredKeys: [] })
        .map((body) => JSON.stringify(body))
    : fc.constant("{}");
  return fc.oneof(
    withKnownKeys,
    nastyValue.map((value) => JSON.stringify(value) ?? "null"),
    pollution.map((value) => JSON.stringify(value)),
    fc.constantFrom('{"a":', "[1,2", "\u0000", '{"email": "\\u0000"}', "{}".repeat(1000), '"just a string"'),
  );
}

/** Percent-encodes like encodeURIComponent, turning a lone surrogate into invalid UTF-8 bytes. */
function encode(value: string): string {
  return Array.from(value, (character) => {
    try {
      return encodeURIComponent(character);
    } catch {
      return "%ED%A0%80";
    }
  }).join("");
}

function urlFor(route: RouteOptions, pathValue: string, queryValue: string): string {
  const path = route.url.replace(/:\w+/g, encode(pathValue)).replace("*", encode(pathValue));
  const query = keysOf(route.schema?.querystring).map((key) => `${key}=${encode(queryValue)}`);
  return query.length ? `${path}?${query.join("&")}` : path;
}

function hasErrorBody(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as Record<string, unknown>;
    const nested = parsed.error as Record<string, unknown> | undefined;
    const isApiShape =
      typeof nested === "object" &&
      nested !== null &&
      typeof nested.code === "string" &&
      typeof nested.message === "string";
    const isGoTrueShape = typeof parsed.code === "string" || typeof parsed.error_code === "string";
    const isFunctionShape = typeof parsed.error === "string";
    return isApiShape || isGoTrueShape || isFunctionShape;
  } catch {
    return false;
  }
}

/**
 * "A refused request writes nothing", exactly and for this database only: every table gets a
 * row trigger (and a truncate one) that bumps a sequence, which moves even for a write that is
 * rolled back later. The cluster's transaction ids would not do: other test files write too.
 */
async function countWrites(): Promise<void> {
  const { pool } = context.database;
  const tables = (
    await pool.query<{ name: string }>(
      "SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public'",
    )
  ).rows;
  await pool.query(`CREATE SEQUENCE public.hostile_writes;
    CREATE FUNCTION public.hostile_count_write() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM nextval('public.hostile_writes'); RETURN NULL; END $$;`);
  for (const { name } of tables) {
    await pool.query(`CREATE TRIGGER hostile_count_rows AFTER INSERT OR UPDATE OR DELETE ON public.${name} FOR EACH ROW EXECUTE FUNCTION public.hostile_count_write();
      CREATE TRIGGER hostile_count_truncate AFTER TRUNCATE ON public.${name} FOR EACH STATEMENT EXECUTE FUNCTION public.hostile_count_write();`);
  }
}
await countWrites();

/** How many rows have been written so far. */
async function writesSoFar(): Promise<string> {
  const { rows } = await context.database.pool.query<{ writes: string }>(
    "SELECT CASE WHEN is_called THEN last_value ELSE 0 END::text AS writes FROM public.hostile_writes",
  );
  return rows[0]?.writes ?? "";
}

const takesInput = routes.filter((route) => {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const hasInput =
    route.schema?.body ||
    route.schema?.querystring ||
    route.schema?.params ||
    route.url.includes(":") ||
    route.url.includes("*");
  return !methods.includes("HEAD") && !route.url.includes("/api/docs") && hasInput;
});
const takesBody = routes.filter((route) => {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.some((method) => ["POST", "PUT", "PATCH"].includes(method)) && !route.url.includes("/api/docs");
});
const counts: string[] = [];
afterAll(() => {
  console.log(`hostile input cases per route:\n${counts.sort().join("\n")}`);
});

describe("hostile input on every route that takes input", () => {
  it("lists the routes it attacks", () => {
    expect(takesInput.length).toBeGreaterThan(30);
  });

  it("notices a write, so a refusal that writes cannot pass unseen", async () => {
    const before = await writesSoFar();
    await buildUser(context);
    expect(await writesSoFar()).not.toBe(before);
  });

  it.each(takesInput.map((route) => [routeName(route), route] as const))(
    "%s: never a 5xx, refusals carry an error body and write nothing",
    async (name, route) => {
      const method = methodOf(route);
      const isBodyMethod = ["POST", "PUT", "PATCH"].includes(method);
      const body = isBodyMethod
        ? bodyFor(route).map((payload) => ({ contentType: "application/json", payload }))
        : fc.constant(undefined);
      await attack(name, route, body, CASES_PER_ROUTE, "json");
    },
  );

  it("attacks the upload routes with multipart", () => {
    expect(UPLOAD_ROUTES.filter((name) => !takesBody.some((route) => routeName(route) === name))).toEqual([]);
  });

  it.each(takesBody.map((route) => [routeName(route), route] as const))(
    "%s: hostile multipart bodies are never a 5xx and write nothing when refused",
    async (name, route) => {
      const cases = UPLOAD_ROUTES.includes(name) ? MULTIPART_CASES_PER_UPLOAD_ROUTE : MULTIPART_CASES_PER_ROUTE;
      await attack(name, route, hostileMultipart, cases, "multipart");
    },
  );
});

function routeName(route: RouteOptions): string {
  return `${String(route.method)} ${route.url}`;
}

function methodOf(route: RouteOptions): "POST" {
  return (Array.isArray(route.method) ? route.method[0] : route.method) as "POST";
}

/** Runs `runs` fast-check cases of `bodies` (with hostile path and query values) against one route as an admin. */
async function attack(
  name: string,
  route: RouteOptions,
  bodies: fc.Arbitrary<{ contentType: string; payload: string | Buffer } | undefined>,
  runs: number,
  kind: string,
) {
  const method = methodOf(route);
  const admin = await buildUser(context, { isAdmin: true, tier: "enterprise" });
  const { authorization } = await signInAs(context, admin);
  let cases = 0;
  const result = await fc.check(
    fc.asyncProperty(bodies, nastyString, nastyString, async (body, pathValue, queryValue) => {
      cases += 1;
      const before = await writesSoFar();
      const response = await app.inject({
        method,
        url: urlFor(route, pathValue, queryValue),
        headers: { authorization, ...(body ? { "content-type": body.contentType } : {}) },
        payload: body?.payload,
      });
      // A feature this installation runs without (no Stripe, no AI provider) answers 503 with its code, to anyone.
      const isNotConfigured =
        response.statusCode === 503 && /"(billing|ai|transcription)_not_configured"/.test(response.body);
      if (!isNotConfigured)
        expect(
          response.statusCode,
          `${name} answered ${response.statusCode}: ${response.body.slice(0, 300)}`,
        ).toBeLessThan(500);
      if (response.statusCode >= 400 && response.statusCode !== 404 && !route.url.startsWith("/uploads")) {
        expect(hasErrorBody(response.body), `${name} ${response.statusCode} body: ${response.body.slice(0, 200)}`).toBe(
          true,
        );
      }
      if (response.statusCode >= 400)
        expect(await writesSoFar(), `${name} refused with ${response.statusCode} but wrote`).toBe(before);
    }),
    { numRuns: runs, endOnFailure: true },
  );
  counts.push(`  ${name} (${kind}): ${cases}`);
  // A short report: fast-check's own would print 20,000-character counterexamples.
  if (result.failed) {
    const example = JSON.stringify(result.counterexample).slice(0, 300);
    const reason = result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
    expect.fail(`${reason.slice(0, 400)}\n  with ${example}`);
  }
}
