import { Redis } from "ioredis";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "./core/config";
import type { Database } from "./db/client";
import type { PageMetaResolver } from "./core/page-meta";
import { createAccessTokens, loadJwtSecret, type AccessTokens } from "./tokens/access-tokens";
import { loadSigningKey } from "./tokens/signing-key";
import { deriveHashKey } from "./tokens/secret-tokens";
import { createMailer, type Mailer } from "./email/mailer";
import { createPublicCache, type PublicCache } from "./cache/public-cache";
import { createPreparedAnswers, type PreparedAnswers } from "./cache/prepared-answers";
import { deriveSiteOrigin } from "./core/site";
import type { FileStore } from "./files/file-store";
import { createFileStore } from "./files/create-store";
import { createMetrics, observePool, type Metrics } from "./metrics/registry";
import { countCacheReads, countEmails, countRefusals } from "./metrics/instrument";
import { createStripeBilling, type StripeBilling } from "./stripe/stripe-client";
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from "./limits/rate-limiter";
import { createSignInLockouts, type SignInLockouts } from "./limits/sign-in-lockouts";

/**
 * What every domain's routes receive: configuration and the shared engines. Domains add their
 * engines here (cache bus, file store...) rather than reaching for globals.
 */
export interface AppContext {
  config: Config;
  /** PUBLIC_URL, or the listening address; never the request's Host (server/core/site.ts). */
  siteOrigin: string;
  log: FastifyBaseLogger;
  database: Database;
  accessTokens: AccessTokens;
  /** Key for hashes of guessable values (comment IPs); derived from the server secret. */
  hashKey: string;
  mailer: Mailer;
  limiter: RateLimiter;
  /** Failed password checks per account (and IP): sign-in and every password typed again. */
  signInLockouts: SignInLockouts;
  /** Set when REDIS_URL is; shared counters and pub/sub across instances. */
  redis?: Redis;
  /** Resolvers that give a server-rendered title and meta tags to an SPA page. */
  pageMeta: PageMetaResolver[];
  /** In-process cache of public reads, invalidated across instances (server/cache). */
  cache: PublicCache;
  /** Public addresses answered straight from a cache entry, before routing (server/cache). */
  preparedAnswers: PreparedAnswers;
  /** Uploaded files: DATA_DIR/uploads (server/files). */
  files: FileStore;
  /** Prometheus counters served at /metrics (server/metrics). */
  metrics: Metrics;
  /** Set on shutdown: /api/ready answers 503 so load balancers stop sending traffic. */
  readiness: { isDraining: boolean };
  /** Stripe, when STRIPE_SECRET_KEY is set; otherwise no online payment (server/billing). */
  billing?: StripeBilling;
  /**
   * Engines a domain starts on this context (the service jobs' workers) add their stop here;
   * `close` runs them first, newest first.
   */
  closers: (() => Promise<void>)[];
  /** Closes what the context opened (Redis); the database is closed by its owner. */
  close: () => Promise<void>;
}

export function createContext(config: Config, database: Database, log: FastifyBaseLogger): AppContext {
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, lazyConnect: false })
    : undefined;
  const metrics = createMetrics();
  observePool(metrics, database.pool);
  const cache = countCacheReads(createPublicCache({ database, redis, redisPrefix: config.REDIS_PREFIX, log }), metrics);
  const mailer = createMailer({
    db: database.db,
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    logLinks: config.NODE_ENV === "development",
    log,
  });
  const limiter = redis ? createRedisRateLimiter(redis, `${config.REDIS_PREFIX}rl:`) : createMemoryRateLimiter();
  const serverSecret = loadJwtSecret(config);
  const closers: (() => Promise<void>)[] = [];
  return {
    config,
    siteOrigin: deriveSiteOrigin(config),
    log,
    database,
    accessTokens: createAccessTokens(loadSigningKey(config, serverSecret), config.ACCESS_TOKEN_TTL_SECONDS),
    hashKey: deriveHashKey(serverSecret),
    mailer: countEmails(mailer, metrics, config.SMTP_URL ? "sent" : "outbox"),
    limiter: countRefusals(limiter, metrics),
    signInLockouts: createSignInLockouts(config, redis),
    redis,
    pageMeta: [],
    cache,
    preparedAnswers: createPreparedAnswers(cache),
    files: createFileStore(config),
    metrics,
    readiness: { isDraining: false },
    billing: createStripeBilling(config),
    closers,
    close: async () => {
      for (const stop of closers.splice(0).reverse()) await stop();
      await cache.close();
      await redis?.quit();
    },
  };
}
