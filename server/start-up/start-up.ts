import type { AppContext } from "../context";
import { bootstrapAdmin } from "./admin-bootstrap";
import { withStartUpLock } from "../db/client";
import { seedDemoBlog } from "./seed/demo-blog";
import { seedDemoAssistants } from "./seed/demo-assistants";
import { seedDemoCatalogue } from "./seed/demo-catalogue";
import { seedDemoCourses } from "./seed/demo-courses";
import { seedDemoResources } from "./seed/demo-resources";
import { renderStaleHtml } from "./render-stale-html";
import { resumeNewsletterSends } from "../newsletter/sends";
import { startSubscriptionResync } from "../billing/resync-subscriptions";
import { serviceJobsOf } from "../service-jobs/engine";

/**
 * One-off work at start after migrations: admin bootstrap, demo content on an empty database,
 * stored HTML of Markdown bodies brought up to date; then the periodic work is started.
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
  // Every instance runs service jobs; an interrupted one is taken up again here.
  await serviceJobsOf(context).start();
  // Every instance asks; one runs it a day (an advisory lock and the stored finish time).
  startSubscriptionResync(context);
}
