import { createPath, parsePath, type Location, type Path } from "./location";

export type HistoryListener = (location: Location) => void;

/** The address and how to change it: the browser's history, one in memory (tests), or a fixed one (the server). */
export interface History {
  readonly location: Location;
  push(path: Path, state?: unknown): void;
  replace(path: Path, state?: unknown): void;
  go(delta: number): void;
  /** Called after every change of address; returns the unsubscribe function. */
  listen(listener: HistoryListener): () => void;
}

/** What the browser keeps in `history.state` per entry, as react-router's history did. */
interface EntryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

function createKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

function readEntryState(): EntryState {
  const state: unknown = window.history.state;
  return typeof state === "object" && state !== null ? state : {};
}

/** The browser's address bar; back and forward arrive as popstate. */
export function createBrowserHistory(): History {
  const listeners = new Set<HistoryListener>();
  const readLocation = (): Location => {
    const { pathname, search, hash } = window.location;
    const { usr = null, key = "default" } = readEntryState();
    return { pathname, search, hash, state: usr, key };
  };
  let location = readLocation();
  let index = readEntryState().idx ?? 0;
  if (readEntryState().idx === undefined) window.history.replaceState({ ...readEntryState(), idx: index }, "");

  const notify = () => {
    location = readLocation();
    for (const listener of listeners) listener(location);
  };
  const onPopState = () => {
    index = readEntryState().idx ?? index;
    notify();
  };
  const write = (method: "pushState" | "replaceState", path: Path, state: unknown) => {
    const entry: EntryState = { usr: state ?? null, key: createKey(), idx: index };
    try {
      window.history[method](entry, "", createPath(path));
    } catch (error) {
      // A state the browser cannot clone is the caller's bug; anything else (too many entries) loads the page.
      if (error instanceof DOMException && error.name === "DataCloneError") throw error;
      window.location.assign(createPath(path));
      return;
    }
    notify();
  };

  return {
    get location() {
      return location;
    },
    push(path, state) {
      index += 1;
      write("pushState", path, state);
    },
    replace(path, state) {
      write("replaceState", path, state);
    },
    go(delta) {
      window.history.go(delta);
    },
    listen(listener) {
      if (listeners.size === 0) window.addEventListener("popstate", onPopState);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener("popstate", onPopState);
      };
    },
  };
}

/** A history of entries in memory, for tests: push, replace and going back or forward without a browser. */
export function createMemoryHistory(
  initialEntries: (string | Partial<Location>)[] = ["/"],
  initialIndex?: number,
): History {
  const listeners = new Set<HistoryListener>();
  const toLocation = (entry: string | Partial<Location>, index: number): Location => {
    const {
      pathname = "/",
      search = "",
      hash = "",
      state = null,
      key,
    }: Partial<Location> = typeof entry === "string" ? parsePath(entry) : entry;
    return { pathname, search, hash, state, key: key ?? (index === 0 ? "default" : createKey()) };
  };
  const entries = initialEntries.map(toLocation);
  if (entries.length === 0) entries.push(toLocation("/", 0));
  let index = Math.min(Math.max(initialIndex ?? entries.length - 1, 0), entries.length - 1);

  const notify = () => {
    const location = entries[index] as Location;
    for (const listener of listeners) listener(location);
  };

  return {
    get location() {
      return entries[index] as Location;
    },
    push(path, state) {
      index += 1;
      entries.splice(index, entries.length, { ...path, state: state ?? null, key: createKey() });
      notify();
    },
    replace(path, state) {
      entries[index] = { ...path, state: state ?? null, key: createKey() };
      notify();
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      notify();
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The server's address: fixed for the whole render; nothing navigates there. */
export function createStaticHistory(url: string | Partial<Location>): History {
  const {
    pathname = "/",
    search = "",
    hash = "",
    state = null,
    key = "default",
  }: Partial<Location> = typeof url === "string" ? parsePath(url) : url;
  const location: Location = { pathname, search, hash, state, key };
  const ignore = () => undefined;
  return { location, push: ignore, replace: ignore, go: ignore, listen: () => ignore };
}
