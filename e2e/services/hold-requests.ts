import type { Page } from "@playwright/test";

/**
 * Holds the requests to `url` until the returned function is called, so a bar that shows while
 * they are under way cannot come and go unobserved.
 */
export async function holdRequestsTo(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
