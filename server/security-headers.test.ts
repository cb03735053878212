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
});
