import { eq, isNull, ne, or } from "drizzle-orm";
import type { AppContext } from "../context";
import { blogPosts, microcourseLessons } from "../db/schema/index";
import { invalidateBlog } from "../blog/admin-service";
import { currentHtmlKey, renderForStorage } from "../markdown/stored-html";

/** Tables whose Markdown body is stored rendered beside it. */
const RENDERED_TABLES = [blogPosts, microcourseLessons] as const;

/**
 * At start-up: renders the bodies saved before their HTML was stored, or with another renderer
 * version or site origin. Touches nothing when every row is current (one indexed-free scan of
 * two small tables), so running it on every start and on several instances at once is safe.
 * Returns how many rows it rendered.
 */
export async function renderStaleHtml(context: AppContext): Promise<number> {
  const { db } = context.database;
  const key = currentHtmlKey(context.siteOrigin);
  let rendered = 0;
  for (const table of RENDERED_TABLES) {
    const stale = await db
      .select({ id: table.id, content: table.content })
      .from(table)
      .where(or(isNull(table.contentHtmlKey), ne(table.contentHtmlKey, key)));
    for (const row of stale) {
      await db.update(table).set(renderForStorage(row.content, context.siteOrigin)).where(eq(table.id, row.id));
    }
    rendered += stale.length;
  }
  if (rendered > 0) {
    await invalidateBlog(context);
    context.log.info(`Rendered ${rendered} stored Markdown bodies to HTML`);
  }
  return rendered;
}
