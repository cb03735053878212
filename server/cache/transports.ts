import pg from "pg";
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import type { Database } from "../db/client";

/** Carries invalidation messages between app instances. */
export interface InvalidationTransport {
  publish: (message: string) => Promise<void>;
  /** False while messages from other instances might be missed (the cache is then bypassed). */
  isHealthy: () => boolean;
  ready: () => Promise<void>;
  close: () => Promise<void>;
}

interface TransportOptions {
  onMessage: (message: string) => void;
  /** Called when the link goes up or down: whatever was cached may have missed messages. */
  onHealthChange: () => void;
  log: Pick<FastifyBaseLogger, "warn">;
}

export const CACHE_CHANNEL = "platform_cache_invalidation";
const RECONNECT_DELAY_MS = 1000;

/** LISTEN on a dedicated connection, reconnecting after a drop; NOTIFY through the pool. */
export function createPostgresTransport({
  database,
  onMessage,
  onHealthChange,
  log,
}: TransportOptions & { database: Database }): InvalidationTransport {
  let client: pg.Client | undefined;
  let isListening = false;
  let isClosed = false;
  let markReady: () => void = () => undefined;
  const readyPromise = new Promise<void>((resolve) => (markReady = resolve));

  const setListening = (value: boolean) => {
    if (isListening === value) return;
    isListening = value;
    onHealthChange();
  };
  const connect = async () => {
    if (isClosed) return;
    const next = new pg.Client({ connectionString: database.connectionString, keepAlive: true });
    client = next;
    const dropped = () => {
      setListening(false);
      void next.end().catch(() => undefined);
      if (!isClosed) setTimeout(() => void connect(), RECONNECT_DELAY_MS).unref();
    };
    next.on("error", () => undefined);
    next.on("end", () => {
      if (client === next) dropped();
    });
    next.on("notification", (notification) => {
      if (notification.channel === CACHE_CHANNEL && notification.payload) onMessage(notification.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CACHE_CHANNEL}`);
      if (isClosed) return void (await next.end());
      setListening(true);
      markReady();
    } catch (error) {
      log.warn({ err: error }, "cache invalidation listener failed; retrying");
      if (client === next) {
        client = undefined;
        dropped();
      }
    }
  };
  void connect();

  return {
    publish: async (message) => {
      await database.pool.query("SELECT pg_notify($1, $2)", [CACHE_CHANNEL, message]);
    },
    isHealthy: () => isListening,
    ready: () => readyPromise,
    close: async () => {
      isClosed = true;
      isListening = false;
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}

/** Redis pub/sub on a duplicate connection (a subscribed connection cannot publish). */
/** The Redis channel: under REDIS_PREFIX, so deployments sharing one Redis stay apart. */
export const redisCacheChannel = (prefix: string) => `${prefix}${CACHE_CHANNEL}`;

export function createRedisTransport({
  redis,
  prefix,
  onMessage,
  onHealthChange,
  log,
}: TransportOptions & { redis: Redis; prefix: string }): InvalidationTransport {
  const channel = redisCacheChannel(prefix);
  const subscriber = redis.duplicate();
  let isSubscribed = false;
  let markReady: () => void = () => undefined;
  const readyPromise = new Promise<void>((resolve) => (markReady = resolve));
  const setSubscribed = (value: boolean) => {
    if (isSubscribed === value) return;
    isSubscribed = value;
    onHealthChange();
  };
  const subscribe = async () => {
    try {
      await subscriber.subscribe(channel);
      setSubscribed(true);
      markReady();
    } catch (error) {
      log.warn({ err: error }, "cache invalidation subscription failed");
    }
  };
  subscriber.on("message", (from: string, message: string) => {
    if (from === channel) onMessage(message);
  });
  subscriber.on("close", () => setSubscribed(false));
  subscriber.on("error", () => undefined);
  // ioredis re-subscribes by itself after a reconnect; "ready" follows it.
  subscriber.on("ready", () => void subscribe());
  void subscribe();

  return {
    publish: async (message) => {
      await redis.publish(channel, message);
    },
    isHealthy: () => isSubscribed,
    ready: () => readyPromise,
    close: async () => {
      setSubscribed(false);
      await subscriber.quit().catch(() => undefined);
    },
  };
}
