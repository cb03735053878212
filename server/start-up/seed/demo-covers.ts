import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import type { AppContext } from "../../context";
import { storeImageUpload } from "../../uploads/service";
import { blogPosts } from "../../db/schema/index";
import { drawDemoCover } from "./demo-cover-art";

interface DemoCoverTarget {
  id: string;
  slug: string;
  /** Slug of the post's category. */
  category: string;
}

/**
 * Gives each seeded demo post a cover drawn for its category, stored like an admin's upload
 * (file store, WebP sizes, an uploaded_files row) so the demo blog exercises the real image
 * path. Covers are decoration: one that fails is logged and the post keeps the fallback.
 */
export async function seedDemoCovers(context: AppContext, posts: DemoCoverTarget[]): Promise<number> {
  const rankInCategory = new Map<string, number>();
  let stored = 0;
  for (const post of posts) {
    const index = rankInCategory.get(post.category) ?? 0;
    rankInCategory.set(post.category, index + 1);
    try {
      const { svg, alt } = drawDemoCover({ categorySlug: post.category, postSlug: post.slug, index });
      const image = await sharp(Buffer.from(svg)).webp({ quality: 90, effort: 0 }).toBuffer();
      const file = await storeImageUpload(context, { stream: Readable.from([image]), ownerId: null, purpose: "blog" });
      await context.database.db
        .update(blogPosts)
        .set({ coverImageUrl: file.url, coverImageAlt: alt })
        .where(eq(blogPosts.id, post.id));
      stored += 1;
    } catch (error) {
      context.log.warn({ err: error, post: post.slug }, "Demo cover could not be drawn");
    }
  }
  return stored;
}
