import { expect, test } from "@playwright/test";
import { createConfirmedUser } from "../auth/accounts";
import { createAdmin } from "../blog/blog-api";
import { signInPageThroughApi, uniqueEmail } from "../fixtures/api";
import { waitForAdminPage } from "./admin-pages";

// The back office's two dialogs that edit in place: a blog category and a member's account.
test.describe("[ADMIN][EDIT-DIALOGS]", () => {
  test("an admin creates a category, is told when its name is missing, renames it and deletes it", async ({
    page,
    request,
  }) => {
    await signInPageThroughApi(page, await createAdmin(request));
    await page.goto("/admin/blog");
    await waitForAdminPage(page);
    await page.getByRole("tab", { name: "Categorías" }).click();
    const name = `Categoría ${uniqueEmail("c").split("@")[0]}`;

    await page.getByRole("button", { name: "Nueva categoría" }).click();
    const dialog = page.getByRole("dialog", { name: "Nueva categoría" });
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await expect(dialog.getByText("Escribe un nombre.")).toBeVisible();
    await expect(dialog.getByLabel("Nombre")).toHaveAttribute("aria-invalid", "true");
    await dialog.getByLabel("Nombre").fill(name);
    await dialog.getByLabel("Nombre").press("Enter");
    await expect(page.getByText("Categoría creada")).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByRole("button", { name: `Editar ${name}` }).click();
    const editing = page.getByRole("dialog", { name: "Editar categoría" });
    await expect(editing.getByLabel("Nombre")).toHaveValue(name);
    await editing.getByLabel("Nombre").fill(`${name} renombrada`);
    await editing.getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByText("Categoría guardada")).toBeVisible();
    await expect(page.getByRole("button", { name: `Editar ${name} renombrada` })).toBeVisible();

    await page.getByRole("button", { name: `Eliminar ${name} renombrada` }).click();
    await page
      .getByRole("dialog", { name: "¿Eliminar la categoría?" })
      .getByRole("button", { name: "Eliminar" })
      .click();
    await expect(page.getByText("Categoría eliminada")).toBeVisible();
    await expect(page.getByRole("button", { name: `Editar ${name} renombrada` })).toHaveCount(0);
  });

  test("an admin changes a member's plan after confirming, and a dialog with no change says so", async ({
    page,
    request,
  }) => {
    const member = await createConfirmedUser(request);
    await signInPageThroughApi(page, await createAdmin(request));
    await page.goto("/admin/usuarios");
    await waitForAdminPage(page);
    await page.getByLabel("Buscar usuarios").fill(member.email);
    const edit = page.getByRole("button", { name: `Editar ${member.email}` });

    await edit.click();
    const dialog = page.getByRole("dialog", { name: "Editar usuario" });
    await dialog.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(page.getByText("No has cambiado nada.")).toBeVisible();

    await dialog.getByLabel("Plan", { exact: true }).selectOption("premium");
    await dialog.getByRole("button", { name: "Guardar cambios" }).click();
    const confirm = page.getByRole("dialog", { name: "¿Guardar los cambios?" });
    await expect(confirm.getByText(`Se aplicarán a ${member.email} de inmediato.`)).toBeVisible();
    await confirm.getByRole("button", { name: "Sí, guardar" }).click();
    await expect(page.getByText("Usuario actualizado")).toBeVisible();
    await expect(dialog).toBeHidden();
    // The focus returns to the row's button, and the row shows the new plan.
    await expect(edit).toBeFocused();
    await expect(page.getByRole("row").filter({ hasText: member.email })).toContainText("Premium");
  });
});
