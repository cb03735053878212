import { describe, expect, it } from "vitest";
import { buildTestConfig } from "../core/config";
import { findContactDetails } from "./details";

describe("findContactDetails", () => {
  it("publishes CONTACT_EMAIL and only the configured profiles, in footer order", () => {
    const config = buildTestConfig({
      CONTACT_EMAIL: "hola@empresa.example",
      ADMIN_EMAIL: "admin@empresa.example",
      SOCIAL_YOUTUBE_URL: "https://www.youtube.com/@empresa",
      SOCIAL_LINKEDIN_URL: "https://www.linkedin.com/company/empresa",
    });
    expect(findContactDetails(config)).toEqual({
      email: "hola@empresa.example",
      socialLinks: [
        { network: "linkedin", url: "https://www.linkedin.com/company/empresa" },
        { network: "youtube", url: "https://www.youtube.com/@empresa" },
      ],
    });
  });

  it("falls back to the address that receives the form's copies, and draws no profile by default", () => {
    expect(findContactDetails(buildTestConfig({ ADMIN_EMAIL: "admin@empresa.example" }))).toEqual({
      email: "admin@empresa.example",
      socialLinks: [],
    });
    expect(findContactDetails(buildTestConfig()).email).toBeNull();
  });
});
