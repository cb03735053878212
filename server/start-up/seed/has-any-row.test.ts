import { describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test/database";
import { blogCategories, blogPosts } from "../../db/schema/index";
import { hasAnyRow } from "./has-any-row";

const { db } = await createTestDatabase();

describe("hasAnyRow", () => {
  it("answers false while every table is empty and true once any of them has a row", async () => {
    expect(await hasAnyRow(db, blogPosts, blogCategories)).toBe(false);
    await db.insert(blogCategories).values({ name: "Derecho", slug: "derecho" });
    expect(await hasAnyRow(db, blogPosts, blogCategories)).toBe(true);
    expect(await hasAnyRow(db, blogPosts)).toBe(false);
  });
});
