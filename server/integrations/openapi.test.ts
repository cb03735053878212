import { describe, expect, it } from "vitest";
import { createTestApp } from "../test/app";

const { app } = await createTestApp();

interface Operation {
  security?: Record<string, string[]>[];
  summary?: string;
  description?: string;
  requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
}
interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; scheme: string; bearerFormat?: string }> };
}

const docs = (await app.inject({ url: "/api/docs/json" })).json<OpenApi>();
const operation = (path: string, method: string) => {
  const found = docs.paths[path]?.[method];
  if (!found) throw new Error(`${method} ${path} is not documented`);
  return found;
};

describe("/api/docs: the integrations", () => {
  it("documents the key and webhook routes, taking a session only", () => {
    for (const [path, method] of [
      ["/api/integrations/keys", "post"],
      ["/api/integrations/keys", "get"],
      ["/api/integrations/keys/{id}", "delete"],
      ["/api/integrations/webhooks", "post"],
      ["/api/integrations/webhooks", "get"],
      ["/api/integrations/webhooks/{id}", "delete"],
      ["/api/integrations/webhooks/{id}/deliveries", "get"],
    ] as const) {
      const documented = operation(path, method);
      expect(documented.summary, `${method} ${path}`).toBeTruthy();
      expect(documented.security, `${method} ${path}`).toEqual([{ session: [] }]);
    }
  });

  it("names the pk_live_ bearer scheme, which the services and /api/v1 take besides a session", () => {
    expect(docs.components.securitySchemes.apiKey).toMatchObject({
      type: "http",
      scheme: "bearer",
      bearerFormat: "pk_live_…",
    });
    expect(docs.components.securitySchemes.session).toMatchObject({ type: "http", scheme: "bearer" });
    for (const [path, method] of [
      ["/api/v1/models", "get"],
      ["/api/v1/chat/completions", "post"],
      ["/api/services/jobs", "get"],
      ["/api/services/jobs/{id}", "get"],
      ["/api/services/jobs/{id}", "delete"],
    ] as const) {
      expect(operation(path, method).security, `${method} ${path}`).toEqual([{ apiKey: [] }, { session: [] }]);
    }
    expect(operation("/api/account", "get").security).toBeUndefined();
  });

  it("describes the webhook's events, payload and signature", () => {
    const create = operation("/api/integrations/webhooks", "post");
    expect(create.description).toMatch(/webhook-signature: v1,/);
    expect(create.description).toMatch(/id\.timestamp\.body/);
    const body = create.requestBody?.content["application/json"]?.schema.properties;
    expect(JSON.stringify(body?.events)).toContain("job.failed");
    expect(operation("/api/v1/chat/completions", "post").requestBody).toBeDefined();
  });
});
