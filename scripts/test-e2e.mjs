// `npm run test:e2e`: builds when needed, then runs Playwright against the built app.
import { spawnSync } from "node:child_process";
import { buildInputsHash, isBuildCurrent } from "./build-inputs.mjs";
import { hasChromium, CHROMIUM_PATH } from "./chromium.mjs";

if (!hasChromium()) {
  console.log(`e2e: skipped, no Chromium at ${CHROMIUM_PATH} (install it: apt-get install -y chromium)`);
  process.exit(process.env.CI ? 1 : 0);
}
if (isBuildCurrent(buildInputsHash())) console.log("build: reused, its inputs are unchanged (dist/.build-inputs)");
else {
  const build = spawnSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const run = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], { stdio: "inherit" });
process.exit(run.status ?? 1);
