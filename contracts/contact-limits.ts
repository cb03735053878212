// The contact form's inquiry types and limits without zod, so /contacto does not load the schema
// library before a message is sent; contracts/contact.ts re-exports them.
/** The contact form's inquiry types (docs/product.md, "Chat and content limits"). */
export const INQUIRY_TYPES = ["sales", "support", "billing", "demo", "partnership", "other"] as const;
export type TInquiryType = (typeof INQUIRY_TYPES)[number];

export const CONTACT_NAME_MAX = 100;
export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_COMPANY_MAX = 120;
export const CONTACT_SUBJECT_MAX = 200;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;
/** Messages one IP may send per window before 429 rate_limited. */
export const CONTACT_RATE_LIMIT = { limit: 5, windowSeconds: 3600 } as const;
