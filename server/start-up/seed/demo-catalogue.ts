import { Readable } from "node:stream";
import sharp from "sharp";
import { ZExternalAppInputSchema } from "../../../contracts/external-apps";
import type { AppContext } from "../../context";
import { storeImageUpload } from "../../uploads/service";
import { externalApps, softwareProducts } from "../../db/schema/index";
import { DEMO_EXTERNAL_APPS, DEMO_SOFTWARE, type DemoSoftware } from "./demo-catalogue-data";
import { drawDemoScreenshot } from "./demo-software-art";
import { hasAnyRow } from "./has-any-row";

/**
 * The demo software products and external apps on empty tables. Each table is
 * seeded only while empty, so admins' edits and deletions are never undone.
 */
export async function seedDemoCatalogue(context: AppContext): Promise<void> {
  if (!context.config.SEED_DEMO_CONTENT) return;
  const { db } = context.database;
  if (!(await hasAnyRow(db, externalApps))) {
    await db.insert(externalApps).values(
      DEMO_EXTERNAL_APPS.map(({ path, ...app }, index) => ({
        ...ZExternalAppInputSchema.parse({ ...app, url: new URL(path, context.siteOrigin).href }),
        published: true,
        sortOrder: index,
      })),
    );
    context.log.info(`Demo external apps seeded: ${DEMO_EXTERNAL_APPS.length}`);
  }
  if (await hasAnyRow(db, softwareProducts)) return;
  for (const [index, product] of DEMO_SOFTWARE.entries()) {
    const { hue: _hue, screenshotAlts: _alts, ...columns } = product;
    await db.insert(softwareProducts).values({
      ...columns,
      screenshots: await drawScreenshots(context, product),
      published: true,
      isExample: true,
      sortOrder: index,
    });
  }
  await context.cache.invalidate("software");
  context.log.info(`Demo software seeded: ${DEMO_SOFTWARE.length}`);
}

/** Screenshots stored like an admin's upload; one that fails is logged and left out. */
async function drawScreenshots(context: AppContext, product: DemoSoftware) {
  const screenshots = [];
  for (const [variant, alt] of product.screenshotAlts.entries()) {
    try {
      const svg = drawDemoScreenshot({ hue: product.hue, title: product.name, variant });
      const image = await sharp(Buffer.from(svg)).webp({ quality: 85, effort: 0 }).toBuffer();
      const file = await storeImageUpload(context, {
        stream: Readable.from([image]),
        ownerId: null,
        purpose: "software",
      });
      screenshots.push({ url: file.url, alt });
    } catch (error) {
      context.log.warn({ err: error, product: product.slug }, "Demo screenshot could not be drawn");
    }
  }
  return screenshots;
}
