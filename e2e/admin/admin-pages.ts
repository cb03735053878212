import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { createConfirmedUser } from "../auth/accounts";
import { signInAsAdmin, uniqueEmail } from "../fixtures/api";
import { waitForSettledPage } from "../fixtures/settled-page";

/** Back-office tabs that have an address of their own (`?tab=`), besides the route table's pages. */
export const ADMIN_TABS = [
  ...["categories", "comments", "newsletter", "contact"].map((tab) => `/admin/blog?tab=${tab}`),
  "/admin/microcursos?tab=paths",
];

/**
 * Rows in the lists the demo content leaves empty (access codes), and long values where they
 * are widest (a long e-mail address, a long note), so a layout that only fits short data fails.
 */
export async function seedWideRows(request: APIRequestContext): Promise<void> {
  const headers = { authorization: `Bearer ${await signInAsAdmin(request)}` };
  await createConfirmedUser(request, { email: uniqueEmail("despacho-de-abogados-asociados-barcelona") });
  const codes = await request.post("/api/admin/access-codes", {
    headers,
    data: {
      kind: "activation",
      tier: "premium",
      duration_days: 365,
      max_uses: 1000,
      expires_at: "2030-12-31T00:00:00Z",
      note: "Taller de marzo para el Colegio de la Abogacía de Barcelona, turno de tarde y grupo de refuerzo",
    },
  });
  expect(codes.status(), await codes.text()).toBe(201);
}

/** Where the page scrolls sideways: the document, or a table's box. */
export async function findSidewaysScroll(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) found.push(`document ${root.scrollWidth} > ${root.clientWidth}`);
    for (const table of document.querySelectorAll("main table")) {
      const box = table.parentElement;
      if (box && box.scrollWidth > box.clientWidth)
        found.push(`table "${table.getAttribute("aria-label")}" ${box.scrollWidth} > ${box.clientWidth}`);
    }
    return found;
  });
}

/**
 * The page's controls (buttons, links, fields) that are shown but not fully inside the viewport's
 * width, except in a strip made to scroll sideways (a row of filter chips), where they are reached
 * by scrolling it.
 */
export async function findControlsOutOfReach(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const inScrollingStrip = (element: Element) => {
      for (let box = element.parentElement; box && box.tagName !== "MAIN"; box = box.parentElement) {
        const overflow = getComputedStyle(box).overflowX;
        if ((overflow === "auto" || overflow === "scroll") && box.scrollWidth > box.clientWidth) return true;
      }
      return false;
    };
    return (
      [...document.querySelectorAll("main :is(a[href], button, input, select, textarea, [role='tab'])")]
        .filter((element) => element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }))
        // Hidden from people on purpose (a form's honeypot field placed off-screen).
        .filter((element) => !element.closest("[aria-hidden='true']"))
        .filter((element) => !inScrollingStrip(element))
        .filter((element) => {
          const rect = element.getBoundingClientRect();
          // Visually hidden text (1 px, clipped) is not a control someone has to reach with the eye.
          if (rect.width <= 1 && rect.height <= 1) return false;
          return rect.left < -1 || rect.right > width + 1;
        })
        .map((element) => element.getAttribute("aria-label") ?? element.textContent?.trim() ?? element.tagName)
    );
  });
}

/** Waits for a back-office page's data (its heading, no loading placeholder, the network quiet). */
export async function waitForAdminPage(page: Page): Promise<void> {
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await waitForSettledPage(page);
}
