import {
  CONTACT_COMPANY_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_NAME_MAX,
  CONTACT_SUBJECT_MAX,
} from "../../../../contracts/contact";

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
