import { mkdir, rm, stat } from "node:fs/promises";
import { afterAll, describe, expect, it } from "vitest";
import { prepareDataDir } from "./data-dir";

const root = `/tmp/platform-data-dir-${process.pid}`;
afterAll(() => rm(root, { recursive: true, force: true }));
const modeOf = async (target: string) => (await stat(target)).mode & 0o777;

describe("DATA_DIR at start", () => {
  it("is made passable but not listable by others (0711)", async () => {
    await prepareDataDir(`${root}/fresh`);
    expect(await modeOf(`${root}/fresh`)).toBe(0o711);
  });

  it("is narrowed when an older start left it open to listing", async () => {
    await mkdir(`${root}/old`, { recursive: true, mode: 0o755 });
    await prepareDataDir(`${root}/old`);
    expect(await modeOf(`${root}/old`)).toBe(0o711);
  });
});
