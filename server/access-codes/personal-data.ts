import { asc, eq } from "drizzle-orm";
import type { ExportSection } from "../db/personal-data";
import { accessCodeRedemptions, accessCodes } from "../db/schema/index";

export const REDEMPTIONS_EXPORT: ExportSection = {
  key: "access_code_redemptions",
  tables: [accessCodeRedemptions],
  read: (db, owner) =>
    db
      .select({
        code: accessCodes.code,
        tier: accessCodes.tier,
        durationDays: accessCodes.durationDays,
        redeemedAt: accessCodeRedemptions.redeemedAt,
      })
      .from(accessCodeRedemptions)
      .innerJoin(accessCodes, eq(accessCodes.id, accessCodeRedemptions.codeId))
      .where(eq(accessCodeRedemptions.userId, owner.id))
      .orderBy(asc(accessCodeRedemptions.redeemedAt)),
};

/** The codes an admin created: left out of the export on purpose. */
export const CODES_NOT_EXPORTED = [
  { table: accessCodes, reason: "codes an admin created are the platform's, not data about the admin" },
];
