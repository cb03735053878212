import { describe, expect, it } from "vitest";
import { createTestApp } from "../test/app";

const { app } = await createTestApp();

describe("health", () => {
  it("answers that the process is up", async () => {
    const response = await app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });

  it("answers ready when the database answers", async () => {
    const response = await app.inject({ method: "GET", url: "/api/ready" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ready" });
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const response = await app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: "not_found", message: "Not found" } });
  });
});
