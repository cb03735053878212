import type { FileStore } from "./file-store";

/**
 * The same store seen under a folder: keys given and answered are relative to `prefix`. Lets one
 * bucket hold a use (chat attachments) apart from the rest, under a private folder.
 */
export function prefixedStore(store: FileStore, prefix: string): FileStore {
  const outer = (key: string) => `${prefix}/${key}`;
  const inner = (key: string) => key.slice(prefix.length + 1);
  return {
    kind: store.kind,
    saveStream: async (stream, options) => {
      const saved = await store.saveStream(stream, { ...options, folder: outer(options.folder) });
      return { ...saved, key: inner(saved.key) };
    },
    saveBuffer: (key, data, contentType) => store.saveBuffer(outer(key), data, contentType),
    stat: (key) => store.stat(outer(key)),
    openRead: (key, range) => store.openRead(outer(key), range),
    readBuffer: (key) => store.readBuffer(outer(key)),
    signedUrl: (key, options) => store.signedUrl(outer(key), options),
    remove: (key) => store.remove(outer(key)),
    move: (from, to) => store.move(outer(from), outer(to)),
    urlFor: (key) => store.urlFor(outer(key)),
    listKeys: async function* (folder) {
      for await (const key of store.listKeys(folder === undefined ? prefix : outer(folder))) yield inner(key);
    },
  };
}
