import { describe, expect, it } from "vitest";
import { pickSignedInDestination, readFromPath } from "./use-signed-in-redirect";

describe("signed-in redirect", () => {
  it("sends an admin to /admin/blog and anyone else home", () => {
    expect(pickSignedInDestination(true, null)).toBe("/admin/blog");
    expect(pickSignedInDestination(false, null)).toBe("/");
  });

  it("returns to the page a guard sent the user from", () => {
    expect(pickSignedInDestination(false, "/asistentes")).toBe("/asistentes");
    expect(pickSignedInDestination(true, "/admin/usuarios")).toBe("/admin/usuarios");
    expect(pickSignedInDestination(true, "/asistentes")).toBe("/admin/blog");
  });

  it("reads the guard's location state and ignores login pages", () => {
    expect(readFromPath({ from: { pathname: "/recursos", search: "?q=1", hash: "" } })).toBe("/recursos?q=1");
    expect(readFromPath({ from: { pathname: "/login" } })).toBeNull();
    expect(readFromPath({ from: "//evil.example" })).toBeNull();
    expect(readFromPath(null)).toBeNull();
  });
});
