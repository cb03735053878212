import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new","--no-sandbox","--disable-gpu"] });
const r = await lighthouse(process.argv[2], { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
const a = r.lhr.audits;
console.log("perf", r.lhr.categories.performance.score, "TBT", a["total-blocking-time"].numericValue, "FCP", a["first-contentful-paint"].numericValue);
for (const i of a["bootup-time"].details.items.slice(0,6)) console.log("bootup", i.url.split("/").pop(), Math.round(i.total), Math.round(i.scripting));
for (const i of a["long-tasks"]?.details?.items?.slice(0,8) ?? []) console.log("long", i.url?.split("/").pop(), Math.round(i.startTime), Math.round(i.duration));
await chrome.kill();
