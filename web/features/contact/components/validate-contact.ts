import {
  CONTACT_COMPANY_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_NAME_MAX,
  CONTACT_SUBJECT_MAX,
} from "../../../../contracts/contact-limits";

export interface ContactFields {
  name: string;
  email: string;
  company: string;
  inquiryType: string;
  subject: string;
  message: string;
}

type ValidationKey = "nameRequired" | "emailInvalid" | "subjectRequired" | "messageTooShort" | "tooLong";

/** Field → key of `contact:validation` to show under it. */
export type ContactErrors = Partial<Record<keyof ContactFields, ValidationKey>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The same limits as the server (contracts/contact.ts), checked before sending. */
export function validateContact(fields: ContactFields): ContactErrors {
  const errors: ContactErrors = {};
  if (!fields.name.trim()) errors.name = "nameRequired";
  else if (fields.name.length > CONTACT_NAME_MAX) errors.name = "tooLong";
  if (!EMAIL_PATTERN.test(fields.email.trim())) errors.email = "emailInvalid";
  if (fields.company.length > CONTACT_COMPANY_MAX) errors.company = "tooLong";
  if (!fields.subject.trim()) errors.subject = "subjectRequired";
  else if (fields.subject.length > CONTACT_SUBJECT_MAX) errors.subject = "tooLong";
  if (fields.message.trim().length < CONTACT_MESSAGE_MIN) errors.message = "messageTooShort";
  else if (fields.message.length > CONTACT_MESSAGE_MAX) errors.message = "tooLong";
  return errors;
}

/**
 * Maps the server's per-field errors (`details: [{ path: "/email" }]`, contracts/contact.ts) onto
 * our keys, so a rule only the server knows still shows under its field.
 */
export function errorsFromServer(details: unknown, fields: ContactFields): ContactErrors {
  const errors: ContactErrors = {};
  if (!Array.isArray(details)) return errors;
  for (const detail of details as unknown[]) {
    if (typeof detail !== "object" || detail === null || !("path" in detail)) continue;
    const field = String(detail.path).replace(/^\//, "");
    if (field === "name") errors.name = fields.name.trim() ? "tooLong" : "nameRequired";
    else if (field === "email") errors.email = "emailInvalid";
    else if (field === "company") errors.company = "tooLong";
    else if (field === "subject") errors.subject = fields.subject.trim() ? "tooLong" : "subjectRequired";
    else if (field === "message")
      errors.message = fields.message.trim().length < CONTACT_MESSAGE_MIN ? "messageTooShort" : "tooLong";
  }
  return errors;
}
