// `npm run dev`: the API with reload (tsx watch, port 3000) and Vite with hot reload (port 5173,
// proxying /api to the API). Ctrl+C stops both and the embedded database.
import { spawn } from "node:child_process";

const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "server/server.ts"], {
    stdio: "inherit",
    // Links and the sign-up Origin check use the site origin: here the Vite server users open.
    env: { NODE_ENV: "development", PUBLIC_URL: "http://localhost:5173", ...process.env },
  }),
  spawn("npx", ["vite"], { stdio: "inherit" }),
];
console.log("dev: open http://localhost:5173 (API on http://localhost:3000)");

const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));
for (const child of children) child.on("exit", () => stop("SIGTERM"));
