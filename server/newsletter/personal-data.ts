import { rowsByEmail, type ExportSection } from "../db/personal-data";
import { newsletterSubscribers } from "../db/schema/index";

export const NEWSLETTER_EXPORT: ExportSection = {
  key: "newsletter",
  tables: [newsletterSubscribers],
  read: rowsByEmail(newsletterSubscribers, "email"),
};
