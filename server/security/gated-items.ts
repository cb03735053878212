import { randomBytes } from "node:crypto";
import type { AppContext } from "../context";
import { buildCourse } from "../courses/test-helpers";
import { assistants, externalApps, resources } from "../db/schema/index";

/** One item per tier an admin may give it, for the matrix's ITEM_POLICY: the slug or URL that opens it. */
export interface GatedItems {
  assistants: Record<"free" | "basic" | "premium" | "enterprise", string>;
  /** A lesson of a course of each tier. */
  courses: Record<"free" | "premium" | "enterprise", string>;
  /** The download of a link resource of each tier. */
  resources: Record<"premium" | "enterprise", string>;
  /** The open route of an external app of each tier. */
  externalApps: Record<"basic" | "premium" | "enterprise", string>;
}

export async function buildGatedItems(context: AppContext): Promise<GatedItems> {
  const mark = randomBytes(4).toString("hex");
  const assistant = async (tier: string) => {
    const slug = `gated-${tier}-${mark}`;
    await context.database.db.insert(assistants).values({
      name: `Gated ${tier}`,
      slug,
      shortDescription: "An assistant of one tier.",
      category: "test",
      requiredTier: tier,
      systemPrompt: "Be brief.",
      published: true,
    });
    return slug;
  };
  const lesson = async (tier: "free" | "premium" | "enterprise") => {
    const { course } = await buildCourse(context, { tier, lessons: 1, slug: `gated-${tier}-${mark}` });
    return `/api/courses/${course.slug}/lessons/leccion-1`;
  };
  const resource = async (tier: "premium" | "enterprise") => {
    const [row] = await context.database.db
      .insert(resources)
      .values({
        title: `Gated ${tier}`,
        type: "template",
        externalUrl: "https://example.com/kit",
        requiredTier: tier,
        published: true,
      })
      .returning();
    return `/api/resources/${row?.id}/download`;
  };
  const externalApp = async (tier: "basic" | "premium" | "enterprise") => {
    const [row] = await context.database.db
      .insert(externalApps)
      .values({ name: `Gated ${tier}`, url: "https://example.com/app", requiredTier: tier, published: true })
      .returning();
    return `/api/apps/${row?.id}/open`;
  };
  return {
    assistants: {
      free: await assistant("free"),
      basic: await assistant("basic"),
      premium: await assistant("premium"),
      enterprise: await assistant("enterprise"),
    },
    courses: { free: await lesson("free"), premium: await lesson("premium"), enterprise: await lesson("enterprise") },
    resources: { premium: await resource("premium"), enterprise: await resource("enterprise") },
    externalApps: {
      basic: await externalApp("basic"),
      premium: await externalApp("premium"),
      enterprise: await externalApp("enterprise"),
    },
  };
}
