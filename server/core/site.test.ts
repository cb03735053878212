import { describe, expect, it } from "vitest";
import { buildTestConfig } from "./config";
import { deriveSiteOrigin, warnWithoutPublicUrl } from "./site";

describe("site origin", () => {
  it("is PUBLIC_URL's origin when set", () => {
    const config = buildTestConfig({ PUBLIC_URL: "https://plataforma.example/some/path" });
    expect(deriveSiteOrigin(config)).toBe("https://plataforma.example");
  });

  it.each([
    [{ HOST: "0.0.0.0", PORT: "3000" }, "http://localhost:3000"],
    [{ HOST: "::", PORT: "8080" }, "http://localhost:8080"],
    [{ HOST: "127.0.0.1", PORT: "3101" }, "http://127.0.0.1:3101"],
    [{ HOST: "::1", PORT: "3000" }, "http://[::1]:3000"],
    [{ HOST: "app.internal", PORT: "80" }, "http://app.internal"],
  ])("is derived from where the server listens without PUBLIC_URL (%o)", (overrides, origin) => {
    expect(deriveSiteOrigin(buildTestConfig(overrides))).toBe(origin);
  });

  it("warns in production when PUBLIC_URL is missing, and only then", () => {
    const warnings: string[] = [];
    const log = { warn: (message: string) => void warnings.push(message) };
    warnWithoutPublicUrl(buildTestConfig({ NODE_ENV: "production" }), "http://localhost:3000", log);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain("PUBLIC_URL is not set");
    expect(warnings[0]).toContain("http://localhost:3000");

    warnWithoutPublicUrl(
      buildTestConfig({ NODE_ENV: "production", PUBLIC_URL: "https://plataforma.example" }),
      "https://plataforma.example",
      log,
    );
    warnWithoutPublicUrl(buildTestConfig({ NODE_ENV: "development" }), "http://localhost:3000", log);
    expect(warnings).toHaveLength(1);
  });
});
