import { rowsByEmail, type ExportSection } from "../db/personal-data";
import { contactMessages } from "../db/schema/index";

export const CONTACT_EXPORT: ExportSection = {
  key: "contact_messages",
  tables: [contactMessages],
  read: rowsByEmail(contactMessages, "email", "createdAt"),
};
