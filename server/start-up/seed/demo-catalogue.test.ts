import { describe, expect, it } from "vitest";
import type { TAdminExternalApp } from "../../../contracts/external-apps";
import type { TSoftwareList, TSoftwareProduct } from "../../../contracts/software";
import { ZSoftwareInputSchema } from "../../../contracts/software";
import { createTestApp } from "../../test/app";
import { buildAdmin, signInAs } from "../../test/factories";
import { seedDemoCatalogue } from "./demo-catalogue";
import { DEMO_EXTERNAL_APPS, DEMO_SOFTWARE } from "./demo-catalogue-data";

const { app, context } = await createTestApp({ SEED_DEMO_CONTENT: "true" });

describe("demo software and external apps", () => {
  it("seeds 3 products with stored screenshots and apps across tiers that open this platform's pages, once", async () => {
    await seedDemoCatalogue(context);
    await seedDemoCatalogue(context);
    const { products } = (await app.inject({ url: "/api/software" })).json<TSoftwareList>();
    expect(products.map((product) => product.slug)).toEqual(DEMO_SOFTWARE.map((product) => product.slug));
    for (const summary of products) {
      const product = (await app.inject({ url: `/api/software/${summary.slug}` })).json<TSoftwareProduct>();
      expect(ZSoftwareInputSchema.safeParse({ ...product, published: true }).success).toBe(true);
      expect(product.screenshots).toHaveLength(2);
      const image = await app.inject({ url: product.screenshots[0]?.url ?? "" });
      expect(image.statusCode).toBe(200);
      expect(image.headers["content-type"]).toBe("image/webp");
    }
    const admin = await signInAs(context, await buildAdmin(context));
    const { products: adminProducts } = (
      await app.inject({ url: "/api/admin/software", headers: { authorization: admin.authorization } })
    ).json<{ products: { isExample: boolean }[] }>();
    expect(adminProducts.map((product) => product.isExample)).toEqual(DEMO_SOFTWARE.map(() => true));
    const { apps } = (
      await app.inject({ url: "/api/admin/apps", headers: { authorization: admin.authorization } })
    ).json<{ apps: TAdminExternalApp[] }>();
    expect(apps).toHaveLength(DEMO_EXTERNAL_APPS.length);
    for (const entry of apps) expect(entry.url.startsWith(`${context.siteOrigin}/`)).toBe(true);
    expect(new Set(apps.map((entry) => entry.requiredTier))).toEqual(new Set(["basic", "premium", "enterprise"]));
  });
});
