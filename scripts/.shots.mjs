import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs";
const origin = process.argv[2];
mkdirSync("/tmp/course-shots", { recursive: true });
const api = async (path, init = {}) => fetch(origin + path, init);
const token = (await (await api("/api/auth/token?grant_type=password", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "admin-shot@example.com", password: "Vela-Marina-Tostada-42" }) })).json()).access_token;
const auth = { authorization: `Bearer ${token}`, "content-type": "application/json" };
const course = await (await api("/api/courses/primeros-pasos-con-la-ia-generativa", { headers: auth })).json();
for (const lesson of course.lessons.slice(0, -1)) await api(`/api/courses/${course.slug}/lessons/${lesson.slug}/progress`, { method: "PUT", headers: auth, body: JSON.stringify({ isCompleted: true }) });
const partial = await (await api("/api/courses/prompts-eficaces-para-el-trabajo-diario/lessons/anatomia-de-un-buen-prompt/progress", { method: "PUT", headers: auth, body: JSON.stringify({ isCompleted: true }) })).json();
const last = course.lessons.at(-1);
await api(`/api/courses/${course.slug}/lessons/${last.slug}/progress`, { method: "PUT", headers: auth, body: JSON.stringify({ isCompleted: true }) });
await api(`/api/courses/${course.slug}/certificate`, { headers: auth });
const code = (await (await api(`/api/courses/${course.slug}`, { headers: auth })).json()).progress.certificateCode;
const adminCourses = await (await api("/api/admin/courses", { headers: auth })).json();
const first = adminCourses.courses[0];
const lessons = await (await api(`/api/admin/courses/${first.id}/lessons`, { headers: auth })).json();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const paths = process.argv.slice(3).map((path) => path.replace("{code}", code).replace("{course}", first.id).replace("{lesson}", lessons.lessons[0].id));
for (const width of [360, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 800 }, locale: "es-ES" });
  page.on("console", (message) => { if (message.type() === "error") console.log(`[console error] ${message.text()}`); });
  await page.goto(origin + "/login");
  await page.getByLabel("Email").fill("admin-shot@example.com");
  await page.getByLabel("Contraseña", { exact: true }).fill("Vela-Marina-Tostada-42");
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await page.waitForURL(/admin/);
  for (const path of paths) {
    await page.goto(origin + path, { waitUntil: "networkidle" });
    await page.waitForTimeout(500);
    const file = `/tmp/course-shots/${path.replace(/[^a-z0-9]+/gi, "_").slice(0, 60)}-${width}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await page.close();
}
await browser.close();
