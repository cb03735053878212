import { describe, expect, it } from "vitest";
import { createTestApp, startTestInstance } from "./test/app";

const { app, database } = await createTestApp();
const secure = await startTestInstance(database, { PUBLIC_URL: "https://plataforma.example" });

describe("security headers", () => {
  it("sends a Permissions-Policy that turns off unused browser features", async () => {
    const response = await app.inject({ url: "/api/health" });
    expect(response.headers["permissions-policy"]).toContain("camera=()");
    expect(response.headers["permissions-policy"]).toContain("geolocation=()");
  });

  it("sends HSTS only when the site origin is https", async () => {
    expect((await app.inject({ url: "/api/health" })).headers["strict-transport-security"]).toBeUndefined();
    const response = await secure.app.inject({ url: "/api/health" });
    expect(response.headers["strict-transport-security"]).toContain("max-age=31536000");
  });

  it("sends the full set on every answer, a route's or the not-found one, with a fresh request id each", async () => {
    const found = await app.inject({ url: "/api/health" });
    const missing = await app.inject({ url: "/api/no-such-route" });
    for (const response of [found, missing]) {
      expect(response.headers["content-security-policy"]).toBe(
        "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';" +
          "frame-ancestors 'self';img-src 'self' data: blob: https:;object-src 'none';script-src 'self';" +
          "script-src-attr 'none';style-src 'self' https: 'unsafe-inline';media-src 'self' blob:;connect-src 'self'",
      );
      expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["referrer-policy"]).toBe("no-referrer");
      expect(response.headers["cross-origin-opener-policy"]).toBe("same-origin");
    }
    expect(missing.statusCode).toBe(404);
    expect(found.headers["x-request-id"]).not.toBe(missing.headers["x-request-id"]);
  });
});
