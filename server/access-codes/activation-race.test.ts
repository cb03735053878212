import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accessCodes, users } from "../db/schema/index";
import { createTestApp } from "../test/app";
import { buildUser, signInAs } from "../test/factories";
import { generateAccessCode } from "./service";

const { app, context } = await createTestApp({ RATE_LIMITS_ENABLED: "false" });
const DAY_MS = 24 * 3600 * 1000;

async function buildActivationCode() {
  const [row] = await context.database.db
    .insert(accessCodes)
    .values({ code: generateAccessCode(), kind: "activation", tier: "premium", durationDays: 30 })
    .returning();
  if (!row) throw new Error("code insert returned nothing");
  return row;
}

describe("activate-code under concurrency", () => {
  it("keeps both grants when one user redeems two codes at once", async () => {
    const rounds = await Promise.all(
      [1, 2, 3].map(async () => {
        const user = await buildUser(context);
        const { authorization } = await signInAs(context, user);
        const codes = await Promise.all([buildActivationCode(), buildActivationCode()]);
        const answers = await Promise.all(
          codes.map((row) =>
            app.inject({
              method: "POST",
              url: "/api/functions/activate-code",
              headers: { authorization },
              payload: { code: row.code },
            }),
          ),
        );
        expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
        const [stored] = await context.database.db.select().from(users).where(eq(users.id, user.id));
        return stored?.tierExpiresAt?.getTime() ?? 0;
      }),
    );
    for (const expiresAt of rounds) {
      const days = (expiresAt - Date.now()) / DAY_MS;
      expect(days).toBeGreaterThan(59);
      expect(days).toBeLessThanOrEqual(60);
    }
  });
});
