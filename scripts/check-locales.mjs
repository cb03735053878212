// Compares every locale's keys with Spanish. Uses the team's shared checker when it sits beside
// the project (as on CI), otherwise the same checker kept in scripts/.
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";

const shared = "../shared/tools/check-locales.mjs";
const checker = existsSync(shared) ? shared : "scripts/locale-check-fallback.mjs";
const result = spawnSync(process.execPath, [checker, "web/locales"], { stdio: "inherit" });
process.exit(result.status ?? 1);
