// Compares every locale's keys with Spanish. Uses the team's shared checker when it sits beside
// the project (as on CI), otherwise the same checker kept in scripts/.
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";

const shared = "../shared/tools/check-locales.mjs";
const checker = existsSync(shared) ? shared : "scripts/locale-check-fallback.mjs";
// web/locales: the browser's catalogues; i18n/locales: the ones the server reads too (e-mails, services).
const failed = ["web/locales", "i18n/locales"].some(
  (folder) => spawnSync(process.execPath, [checker, folder], { stdio: "inherit" }).status !== 0,
);
process.exit(failed ? 1 : 0);
