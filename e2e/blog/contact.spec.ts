import { expect, test } from "@playwright/test";
import { E2E_ADMIN } from "../fixtures/admin-credentials";
import { signInAsAdmin, uniqueEmail } from "../fixtures/api";

test.describe("[BLOG][CONTACT]", () => {
  test("checks the fields, sends the message and it reaches the admin inbox", async ({ page, request }) => {
    const email = uniqueEmail("contacto");
    const subject = `Demo para el equipo ${Date.now()}`;
    await page.goto("/contacto");
    await expect(page.getByText("Lunes a viernes, de 9:00 a 18:00 (CET)")).toBeVisible();
    // The configured address (no CONTACT_EMAIL here: ADMIN_EMAIL's), and no social link without a target.
    await expect(page.getByRole("link", { name: E2E_ADMIN.email, exact: true })).toHaveAttribute(
      "href",
      `mailto:${E2E_ADMIN.email}`,
    );
    await expect(page.getByRole("list", { name: "Redes sociales" })).toHaveCount(0);
    await expect(page.locator('footer a[href="#"]')).toHaveCount(0);

    await page.getByRole("button", { name: "Enviar mensaje" }).click();
    await expect(page.getByText("Introduce tu nombre.")).toBeVisible();
    await expect(page.getByText("Introduce un email válido.")).toBeVisible();

    await page.getByLabel("Nombre").fill("Marta Ruiz");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Empresa (opcional)").fill("Ruiz Asesores");
    await page.getByLabel("Tipo de consulta").selectOption("demo");
    await page.getByLabel("Asunto").fill(subject);
    await page.getByLabel("Mensaje").fill("Nos gustaría ver una demostración de los asistentes para nuestro despacho.");
    await page.getByRole("button", { name: "Enviar mensaje" }).click();
    await expect(page.getByText("Mensaje enviado")).toBeVisible();
    await expect(page.getByLabel("Asunto")).toHaveValue("");
    await expect(page.getByLabel("Tipo de consulta")).toHaveValue("demo");

    const token = await signInAsAdmin(request);
    const inbox = await request.get("/api/admin/contact?status=unread", {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await inbox.json()) as { messages: { subject: string; email: string; inquiryType: string }[] };
    expect(body.messages).toContainEqual(expect.objectContaining({ subject, email, inquiryType: "demo" }));
  });
});
