import { mkdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { privateFolder } from "./keys";
import { createLocalFileStore } from "./local-store";

const root = `/tmp/platform-store-modes-${process.pid}`;
afterAll(() => rm(root, { recursive: true, force: true }));

const modeOf = async (target: string) => (await stat(target)).mode & 0o777;
const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
const save = (store: ReturnType<typeof createLocalFileStore>, folder: string) =>
  store.saveStream(Readable.from([png]), { folder, maxBytes: 1024, allowedTypes: ["image/png"] });

describe("file modes on disk", () => {
  it("writes every upload readable by the app's user only (0600)", async () => {
    const store = createLocalFileStore(path.join(root, "uploads"));
    const streamed = await save(store, "blog");
    await store.saveBuffer("blog/2026/11/copy.webp", png);
    expect(await modeOf(path.join(root, "uploads", streamed.key))).toBe(0o600);
    expect(await modeOf(path.join(root, "uploads", "blog/2026/11/copy.webp"))).toBe(0o600);
  });

  it("makes private folders 0700, also one made earlier with wider rights", async () => {
    await mkdir(path.join(root, "uploads", "private"), { recursive: true, mode: 0o755 });
    const store = createLocalFileStore(path.join(root, "uploads"));
    const saved = await save(store, privateFolder("lessons"));
    expect(await modeOf(path.join(root, "uploads", "private"))).toBe(0o700);
    expect(await modeOf(path.dirname(path.join(root, "uploads", saved.key)))).toBe(0o700);
    expect(await modeOf(path.join(root, "uploads", saved.key))).toBe(0o600);
  });

  it("makes a private store's own folder and everything in it 0700", async () => {
    const store = createLocalFileStore(path.join(root, "chat-attachments"), { isPrivate: true });
    const saved = await save(store, "user-1");
    expect(await modeOf(path.join(root, "chat-attachments"))).toBe(0o700);
    expect(await modeOf(path.join(root, "chat-attachments", "user-1"))).toBe(0o700);
    expect(await modeOf(path.join(root, "chat-attachments", saved.key))).toBe(0o600);
  });
});
