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
import { startAttachmentSweep } from "../assistants/attachment-cleanup";
import { serviceJobsOf } from "../jobs/engine";
import { tidyServiceJobFiles } from "../jobs/tidy-files";
import { webhookDeliveriesOf } from "../integrations/webhooks/delivery-queue";
import { sweepPartialUploads } from "../files/sweep-partial-uploads";
import { findDecoder } from "../ingest/media/decoder";

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
    // Members' recordings and documents are private; what a crash left of them goes.
    const tidied = {
      ...(await tidyServiceJobFiles(context)),
      partialUploads: await sweepPartialUploads(context.config),
    };
    if (Object.values(tidied).some((count) => count > 0)) context.log.info(tidied, "service job files tidied");
  });
  reportMediaDecoder(context);
  // Safe in every instance at once: deliveries are claimed row by row.
  await resumeNewsletterSends(context, context.siteOrigin);
  // Every instance runs service jobs; an interrupted one is taken up again here.
  await serviceJobsOf(context).start();
  // Every instance delivers webhooks; a message still due is retried here after a restart.
  await webhookDeliveriesOf(context).start();
  // Every instance asks; one runs it a day (an advisory lock and the stored finish time).
  startSubscriptionResync(context);
  // Hourly, one instance at a time: chat files uploaded but never sent are deleted after a day.
  startAttachmentSweep(context);
}

/** Names the ffmpeg that decodes members' recordings, and says so louder when it is the old bundled one. */
function reportMediaDecoder(context: AppContext): void {
  const decoder = findDecoder(context.config.FFMPEG_PATH);
  if (decoder.source !== "bundled") {
    context.log.info({ decoder }, "media decoder");
    return;
  }
  context.log.warn(
    { decoder },
    "Recordings are decoded by the ffmpeg bundled with the app (4.1, from 2018): install a maintained one " +
      "(apt-get install ffmpeg) or set FFMPEG_PATH",
  );
}
