// The ingest worker run from its TypeScript sources (tests, `npm run dev`): tsx's loader first.
// The built app runs dist/ingest-worker.js instead.
import { register } from "tsx/esm/api";

register();
const { default: runIngestTask } = await import("./worker.ts");
export default runIngestTask;
