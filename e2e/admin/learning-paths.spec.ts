import { expect, test, type Page } from "@playwright/test";
import { createAdmin } from "../blog/blog-api";
import { signInPageThroughApi } from "../fixtures/api";
import { waitForAdminPage } from "./admin-pages";

const FIRST = "Primeros pasos con la IA generativa";
const SECOND = "Prompts eficaces para el trabajo diario";

/** The course titles /cursos shows in the path's section, in order. */
async function coursesOnCoursesPage(page: Page, pathTitle: string): Promise<string[]> {
  await page.goto("/cursos");
  const section = page.getByRole("region", { name: pathTitle });
  await expect(section).toBeVisible();
  return section.getByRole("listitem").getByRole("heading").allTextContents();
}

test("[ADMIN][PATHS]: an admin builds a learning path from the keyboard, publishes it on /cursos, edits and deletes it", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const title = `Ruta para docentes ${Date.now().toString(36)}`;
  await signInPageThroughApi(page, await createAdmin(request));
  await page.goto("/admin/microcursos");
  await waitForAdminPage(page);
  await page.getByRole("tab", { name: "Rutas de aprendizaje" }).click();
  await expect(page).toHaveURL(/tab=paths/);
  await page.getByRole("button", { name: "Nueva ruta" }).click();

  const dialog = page.getByRole("dialog", { name: "Nueva ruta de aprendizaje" });
  await dialog.getByLabel("Título").fill(title);
  await dialog.getByLabel("Descripción").fill("Preparar clases y materiales con IA, paso a paso.");
  const picker = dialog.getByRole("combobox", { name: "Microcurso para añadir" });
  for (const course of [SECOND, FIRST]) {
    await picker.selectOption({ label: course });
    await picker.focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
  }
  const chosen = dialog.getByRole("list", { name: "Microcursos de la ruta" }).getByRole("listitem");
  await expect(chosen).toHaveText([`1.${SECOND}`, `2.${FIRST}`]);
  await dialog.getByRole("button", { name: `Subir «${FIRST}»` }).focus();
  await page.keyboard.press("Enter");
  await expect(chosen).toHaveText([`1.${FIRST}`, `2.${SECOND}`]);
  await expect(dialog.getByRole("button", { name: `Bajar «${FIRST}»` })).toBeFocused();
  await dialog.getByLabel("Estado").selectOption({ label: "Publicado" });
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Ruta guardada")).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(title) });
  await expect(row.getByText("Publicado")).toBeVisible();
  await expect(row.getByText("2 microcursos")).toBeVisible();

  expect(await coursesOnCoursesPage(page, title)).toEqual([FIRST, SECOND]);

  await page.goto("/admin/microcursos?tab=paths");
  await page.getByRole("button", { name: `Editar: ${title}` }).click();
  const editing = page.getByRole("dialog", { name: "Editar ruta de aprendizaje" });
  await editing.getByRole("button", { name: `Quitar «${SECOND}»` }).click();
  await editing.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Ruta guardada")).toBeVisible();
  expect(await coursesOnCoursesPage(page, title)).toEqual([FIRST]);

  await page.goto("/admin/microcursos?tab=paths");
  await page.getByRole("button", { name: `Eliminar: ${title}` }).click();
  await page.getByRole("alertdialog").or(page.getByRole("dialog")).getByRole("button", { name: "Eliminar" }).click();
  await expect(page.getByText("Ruta eliminada")).toBeVisible();
  await page.goto("/cursos");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: title })).toHaveCount(0);
});
