import { describe, expect, it } from "vitest";
import { TIERS, type Tier } from "../../contracts/tiers";
import { AppError } from "../core/errors";
import { assertMayUse, attachmentTierOf, mayUse, type AccessCaller, type Capability } from "./policy";
import { buildAccessCaller } from "./test-callers";

/** The tiers that may use a capability, lowest first. */
function allowedTiers(capability: Capability): Tier[] {
  return TIERS.filter((tier) => mayUse(buildAccessCaller(tier), capability));
}

function refusalOf(caller: AccessCaller | undefined, capability: Capability): { status: number; code: string } {
  try {
    assertMayUse(caller, capability);
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, code: error.code };
  }
  return { status: 200, code: "allowed" };
}

describe("access policy", () => {
  it("opens the AI services from the tier table: transcription from basic, meetings and documents from premium", () => {
    expect(allowedTiers({ kind: "service", service: "transcription" })).toEqual(["basic", "premium", "enterprise"]);
    expect(allowedTiers({ kind: "service", service: "meeting" })).toEqual(["premium", "enterprise"]);
    expect(allowedTiers({ kind: "service", service: "document" })).toEqual(["premium", "enterprise"]);
    expect(refusalOf(buildAccessCaller("basic"), { kind: "service", service: "document" })).toEqual({
      status: 403,
      code: "tier_required",
    });
  });

  it("lets premium open every assistant, whatever tier one names", () => {
    expect(allowedTiers({ kind: "assistant", requiredTier: "enterprise" })).toEqual(["premium", "enterprise"]);
    expect(allowedTiers({ kind: "assistant", requiredTier: "basic" })).toEqual(["basic", "premium", "enterprise"]);
  });

  it("keeps the library's premium floor under a resource that asks for less", () => {
    expect(allowedTiers({ kind: "resource", requiredTier: "free" })).toEqual(["premium", "enterprise"]);
    expect(allowedTiers({ kind: "external-app", requiredTier: "basic" })).toEqual(["basic", "premium", "enterprise"]);
  });

  it("answers a visitor 401 and lets an admin through every tier check", () => {
    expect(refusalOf(undefined, { kind: "area", area: "trainingApps" })).toEqual({
      status: 401,
      code: "unauthenticated",
    });
    const admin = buildAccessCaller("free", true);
    expect(mayUse(admin, { kind: "course", requiredTier: "enterprise" })).toBe(true);
    expect(attachmentTierOf(admin)).toBe("enterprise");
  });

  it("keeps each refusal's code: premium_required for an area, upload_error for attachments, forbidden for an assistant", () => {
    expect(refusalOf(buildAccessCaller("basic"), { kind: "area", area: "aiApps" }).code).toBe("premium_required");
    expect(refusalOf(buildAccessCaller("free"), { kind: "attachments" }).code).toBe("upload_error");
    expect(refusalOf(buildAccessCaller("free"), { kind: "assistant", requiredTier: "basic" }).code).toBe("forbidden");
    expect(refusalOf(buildAccessCaller("free"), { kind: "area", area: "externalApps" }).code).toBe("tier_required");
  });
});
