import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import type { Database } from "../db/client";
import { createPostgresTransport, createRedisTransport, type InvalidationTransport } from "./transports";

interface Entry {
  value: unknown;
  expiresAt: number;
  bytes: number;
}

interface Namespace {
  entries: Map<string, Entry>;
  bytes: number;
}

export interface CacheReadOptions<T = unknown> {
  /** Epoch ms after which the entry is reloaded (e.g. when a scheduled post goes live). */
  expiresAt?: number;
  /** About how many bytes a value holds, for values as large as a rendered page. */
  weigh?: (value: T) => number;
  /** False for a loaded value that is answered but not kept (a 404 page). */
  keep?: (value: T) => boolean;
}

/**
 * An in-process cache for public reads, grouped by namespace ("blog", "comments"...). Every
 * write calls `invalidate(namespace)`, which empties the namespace here and, through PostgreSQL
 * LISTEN/NOTIFY or Redis pub/sub, on every other instance within milliseconds.
 */
export interface PublicCache {
  read: <T>(namespace: string, key: string, load: () => Promise<T>, options?: CacheReadOptions<T>) => Promise<T>;
  invalidate: (namespace: string) => Promise<void>;
  /** A fresh entry's value, without loading (undefined when absent or expired). */
  peek: (namespace: string, key: string) => unknown;
  /** Resolves once invalidations from other instances are being received. */
  ready: () => Promise<void>;
  close: () => Promise<void>;
}

/** Entries live at most this long even without a write, as a backstop. */
const MAX_AGE_MS = 5 * 60 * 1000;
/** A namespace past this many keys starts over, so crawling random URLs cannot fill memory. */
const MAX_ENTRIES_PER_NAMESPACE = 5000;
/**
 * ...or past this many bytes of weighed values: 5000 rendered pages (a search address each)
 * would hold hundreds of megabytes.
 */
export const MAX_BYTES_PER_NAMESPACE = 32 * 1024 * 1024;

interface CacheOptions {
  database: Database;
  redis?: Redis;
  /** REDIS_PREFIX, which the Redis channel carries. */
  redisPrefix?: string;
  log: FastifyBaseLogger;
  now?: () => number;
}

export function createPublicCache({
  database,
  redis,
  redisPrefix = "",
  log,
  now = Date.now,
}: CacheOptions): PublicCache {
  const instanceId = randomUUID();
  const namespaces = new Map<string, Namespace>();
  // Bumped by every invalidation, so a load that started before it is not stored after it.
  const generations = new Map<string, number>();
  const loading = new Map<string, Promise<unknown>>();

  const dropNamespace = (namespace: string) => {
    namespaces.delete(namespace);
    generations.set(namespace, (generations.get(namespace) ?? 0) + 1);
  };
  const dropAll = () => {
    for (const namespace of new Set([...namespaces.keys(), ...generations.keys()])) dropNamespace(namespace);
  };
  const onMessage = (message: string) => {
    const [sender, namespace] = splitMessage(message);
    if (sender !== instanceId && namespace) dropNamespace(namespace);
  };
  const transport: InvalidationTransport = redis
    ? createRedisTransport({ redis, prefix: redisPrefix, onMessage, onHealthChange: dropAll, log })
    : createPostgresTransport({ database, onMessage, onHealthChange: dropAll, log });

  const store = (name: string, key: string, entry: Entry) => {
    let namespace = namespaces.get(name);
    const bytesAfter = (namespace?.bytes ?? 0) - (namespace?.entries.get(key)?.bytes ?? 0) + entry.bytes;
    if (!namespace || namespace.entries.size >= MAX_ENTRIES_PER_NAMESPACE || bytesAfter > MAX_BYTES_PER_NAMESPACE) {
      namespace = { entries: new Map<string, Entry>(), bytes: 0 };
      namespaces.set(name, namespace);
    }
    namespace.bytes += entry.bytes - (namespace.entries.get(key)?.bytes ?? 0);
    namespace.entries.set(key, entry);
  };

  const load = async <T>(namespace: string, key: string, loader: () => Promise<T>, options: CacheReadOptions<T>) => {
    const generation = generations.get(namespace) ?? 0;
    const value = await loader();
    // Stored only while other instances' writes reach us; otherwise every read goes to the database.
    const isKept = options.keep?.(value) ?? true;
    if (isKept && transport.isHealthy() && (generations.get(namespace) ?? 0) === generation) {
      store(namespace, key, {
        value,
        expiresAt: Math.min(now() + MAX_AGE_MS, options.expiresAt ?? Infinity),
        bytes: options.weigh?.(value) ?? 0,
      });
    }
    return value;
  };

  return {
    read: async <T>(namespace: string, key: string, loader: () => Promise<T>, options: CacheReadOptions<T> = {}) => {
      const entry = namespaces.get(namespace)?.entries.get(key);
      if (entry && entry.expiresAt > now()) return entry.value as T;
      const loadingKey = `${namespace}\u0000${key}`;
      const pending = loading.get(loadingKey);
      if (pending) return pending as Promise<T>;
      const promise = load(namespace, key, loader, options).finally(() => loading.delete(loadingKey));
      loading.set(loadingKey, promise);
      return promise;
    },
    peek: (namespace, key) => {
      const entry = namespaces.get(namespace)?.entries.get(key);
      return entry && entry.expiresAt > now() ? entry.value : undefined;
    },
    invalidate: async (namespace) => {
      dropNamespace(namespace);
      loading.clear();
      await transport.publish(`${instanceId}:${namespace}`);
    },
    ready: () => transport.ready(),
    close: () => transport.close(),
  };
}

function splitMessage(message: string): [string, string | undefined] {
  const colon = message.indexOf(":");
  if (colon < 0) return [message, undefined];
  return [message.slice(0, colon), message.slice(colon + 1)];
}
