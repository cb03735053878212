import { createPath, parsePath, type Location, type Path } from "./location";

export type HistoryListener = (location: Location) => void;

/** How the current entry was reached: a link or redirect (push, replace) or back/forward (pop). */
export type NavigationAction = "push" | "replace" | "pop";

/**
 * Asked before the address changes. Returning true holds the navigation: the blocker calls
 * `proceed` later if the user lets it go on (a page with unsaved work asking first).
 */
export type Blocker = (proceed: () => void) => boolean;

/** The address and how to change it: the browser's history, one in memory (tests), or a fixed one (the server). */
export interface History {
  readonly location: Location;
  readonly action: NavigationAction;
  push(path: Path, state?: unknown): void;
  replace(path: Path, state?: unknown): void;
  go(delta: number): void;
  /** Called after every change of address; returns the unsubscribe function. */
  listen(listener: HistoryListener): () => void;
  /** Asks the blocker before every change of address, back/forward included; returns the removal function. */
  block(blocker: Blocker): () => void;
}

/** True when a blocker holds the navigation; `proceed` then runs only if the user lets it go on. */
function isHeld(blockers: Set<Blocker>, proceed: () => void): boolean {
  for (const blocker of blockers) if (blocker(proceed)) return true;
  return false;
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
  const blockers = new Set<Blocker>();
  let action: NavigationAction = "pop";
  // The popstate that undoes a held back/forward, which must not be taken for a new one.
  let ignoreNextPop = false;
  // The popstate of a back/forward the user let go on after a blocker held it.
  let unblockedPop = false;
  // Back/forward positions are ours to restore (useScrollRestoration), not the browser's too early.
  if ("scrollRestoration" in window.history) window.history.scrollRestoration = "manual";
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
    if (ignoreNextPop) {
      ignoreNextPop = false;
      return;
    }
    const nextIndex = readEntryState().idx ?? index;
    const delta = nextIndex - index;
    if (blockers.size > 0 && delta !== 0) {
      // The browser has moved already: step back to the page, and go again if the user agrees.
      const proceed = () => {
        unblockedPop = true;
        window.history.go(delta);
      };
      if (!unblockedPop && isHeld(blockers, proceed)) {
        ignoreNextPop = true;
        window.history.go(-delta);
        return;
      }
    }
    unblockedPop = false;
    index = nextIndex;
    action = "pop";
    notify();
  };
  const write = (method: "pushState" | "replaceState", path: Path, state: unknown) => {
    action = method === "pushState" ? "push" : "replace";
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
    get action() {
      return action;
    },
    push(path, state) {
      const push = () => {
        index += 1;
        write("pushState", path, state);
      };
      if (!isHeld(blockers, push)) push();
    },
    replace(path, state) {
      const replace = () => write("replaceState", path, state);
      if (!isHeld(blockers, replace)) replace();
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
    block(blocker) {
      blockers.add(blocker);
      return () => blockers.delete(blocker);
    },
  };
}

/** A history of entries in memory, for tests: push, replace and going back or forward without a browser. */
export function createMemoryHistory(
  initialEntries: (string | Partial<Location>)[] = ["/"],
  initialIndex?: number,
): History {
  const listeners = new Set<HistoryListener>();
  const blockers = new Set<Blocker>();
  let action: NavigationAction = "pop";
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
    get action() {
      return action;
    },
    push(path, state) {
      const push = () => {
        index += 1;
        entries.splice(index, entries.length, { ...path, state: state ?? null, key: createKey() });
        action = "push";
        notify();
      };
      if (!isHeld(blockers, push)) push();
    },
    replace(path, state) {
      const replace = () => {
        entries[index] = { ...path, state: state ?? null, key: createKey() };
        action = "replace";
        notify();
      };
      if (!isHeld(blockers, replace)) replace();
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      const go = () => {
        index = next;
        action = "pop";
        notify();
      };
      if (!isHeld(blockers, go)) go();
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    block(blocker) {
      blockers.add(blocker);
      return () => blockers.delete(blocker);
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
  return {
    location,
    action: "pop",
    push: ignore,
    replace: ignore,
    go: ignore,
    listen: () => ignore,
    block: () => ignore,
  };
}
