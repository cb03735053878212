import type { AppContext } from "./context";
import { bootstrapAdmin } from "./auth/admin-bootstrap";
import { withStartUpLock } from "./db/client";
import { seedDemoBlog } from "./db/seed/demo-blog";
import { seedDemoAssistants } from "./db/seed/demo-assistants";
import { seedDemoCatalogue } from "./db/seed/demo-catalogue";
import { seedDemoCourses } from "./db/seed/demo-courses";
import { seedDemoResources } from "./db/seed/demo-resources";
import { renderStaleHtml } from "./markdown/render-stale-html";
import { resumeNewsletterSends } from "./newsletter/sends";

/**
 * One-off work at start after migrations: admin bootstrap, demo content on an empty database,
 * stored HTML of Markdown bodies brought up to date.
 * Each domain adds its step here, in order.
 */
export async function startUp(context: AppContext): Promise<void> {
  // Each step checks, then writes: under the lock, instances started together on an empty
  // database do it one after another, and the later ones find the work done.
  await withStartUpLock(context.database.db, async () => {
    await bootstrapAdmin(context);
    await seedDemoBlog(context);
    await seedDemoAssistants(context);
    await seedDemoCatalogue(context);
    await seedDemoCourses(context);
    await seedDemoResources(context);
    await renderStaleHtml(context);
  });
  // Safe in every instance at once: deliveries are claimed row by row.
  await resumeNewsletterSends(context, context.siteOrigin);
}
