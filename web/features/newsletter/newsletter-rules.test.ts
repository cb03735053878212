import { describe, expect, it } from "vitest";
import fc from "fast-check";
import * as contract from "../../../contracts/newsletter";
import * as mirror from "./newsletter-rules";

describe("newsletter rules mirrored for the home page", () => {
  it("keeps the contract's limits, languages, link results and error code", () => {
    expect(mirror.NEWSLETTER_EMAIL_MAX).toBe(contract.NEWSLETTER_EMAIL_MAX);
    expect(mirror.NEWSLETTER_LANGUAGES).toEqual(contract.NEWSLETTER_LANGUAGES);
    expect(mirror.NEWSLETTER_RESULT_PARAM).toBe(contract.NEWSLETTER_RESULT_PARAM);
    expect(mirror.NEWSLETTER_LINK_RESULTS).toEqual(contract.NEWSLETTER_LINK_RESULTS);
    expect(mirror.NEWSLETTER_INVALID_EMAIL).toBe(contract.NEWSLETTER_INVALID_EMAIL);
  });

  it("accepts exactly what the contract's client rule accepts", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.emailAddress(), fc.constantFrom("", " ", "@", " a@ ")), (email) => {
        expect(mirror.isNewsletterEmailAcceptable(email)).toBe(contract.isNewsletterEmailAcceptable(email));
      }),
    );
  });
});
