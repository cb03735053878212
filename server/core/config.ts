import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";

/**
 * TRUST_PROXY: the proxies whose `X-Forwarded-For` entries we believe, as a hop count (`1`: one
 * load balancer; `true` means the same) or their addresses/CIDRs, comma-separated. Trusting
 * every hop would let any client choose its IP for every per-IP limit.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value, ctx): false | number | string[] => {
    const text = value?.trim() ?? "";
    if (text === "" || text === "false" || text === "0") return false;
    if (text === "true") return 1;
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text.split(",").map((entry) => entry.trim());
    for (const entry of entries) {
      if (!isAddressOrCidr(entry)) {
        ctx.addIssue({
          code: "custom",
          message: `"${entry}" is neither a hop count nor an IP address or CIDR`,
        });
        return z.NEVER;
      }
    }
    return entries;
  });

function isAddressOrCidr(entry: string): boolean {
  const [address = "", prefix, extra] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

const optionalUrl = z
  .string()
  .optional()
  .transform((value) => (value === "" ? undefined : value))
  .pipe(z.url().optional());

/** A public profile's address: only https, so a footer link never opens another scheme. */
const optionalHttpsUrl = z
  .string()
  .optional()
  .transform((value) => (value?.trim() === "" ? undefined : value?.trim()))
  .pipe(z.url({ protocol: /^https$/, hostname: z.regexes.domain }).optional());

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === "" ? undefined : value));

const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    PUBLIC_URL: optionalUrl,
    /** Resolved once to an absolute path: every engine below gets the same folder. */
    DATA_DIR: z
      .string()
      .min(1)
      .default("./data")
      .transform((folder) => path.resolve(folder)),
    DATABASE_URL: optionalUrl,
    REDIS_URL: optionalUrl,
    /** Namespaces every Redis key and channel, so several deployments can share one Redis. */
    REDIS_PREFIX: z.string().default("platform:"),
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().default("Plataforma <no-reply@localhost>"),
    CONTACT_EMAIL: z
      .email()
      .optional()
      .or(z.literal("").transform(() => undefined)),
    /** The brand's public profiles, linked from the footer; each unset one is not drawn. */
    SOCIAL_LINKEDIN_URL: optionalHttpsUrl,
    SOCIAL_X_URL: optionalHttpsUrl,
    SOCIAL_YOUTUBE_URL: optionalHttpsUrl,
    JWT_SECRET: z
      .string()
      .min(32)
      .optional()
      .or(z.literal("").transform(() => undefined)),
    /** HS256 (shared secret, the default) or ES256 (public key at /api/auth/.well-known/jwks.json). */
    JWT_ALGORITHM: z.enum(["HS256", "ES256"]).default("HS256"),
    /** ES256's P-256 private key, PKCS#8 PEM; without it one is generated and kept in DATA_DIR. */
    JWT_PRIVATE_KEY: optionalText,
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86400).default(3600),
    ALLOWED_ORIGINS: z
      .string()
      .default("")
      .transform((value) =>
        value
          .split(",")
          .map((origin) => origin.trim())
          .filter(Boolean),
      ),
    MAX_ACTIVE_SESSIONS: z.coerce.number().int().min(1).max(100).default(3),
    SESSION_ACTIVE_WINDOW_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /** Chat attachments one account may keep stored, in MB (docs/decisions.md "Personal data"). */
    ATTACHMENT_STORAGE_PER_USER_MB: z.coerce.number().int().min(1).max(1_000_000).default(500),
    ADMIN_EMAIL: z
      .email()
      .optional()
      .or(z.literal("").transform(() => undefined)),
    ADMIN_PASSWORD: z
      .string()
      .min(6)
      .optional()
      .or(z.literal("").transform(() => undefined)),
    /** Per IP: sign-up, recover, verify and access-code calls in 5 minutes (Supabase Auth). */
    RATE_LIMIT_AUTH_PER_5_MIN: z.coerce.number().int().min(1).default(30),
    /** Per IP: /api/auth/token calls in 5 minutes, and at most BURST of them in one minute. */
    RATE_LIMIT_TOKEN_PER_5_MIN: z.coerce.number().int().min(1).default(150),
    RATE_LIMIT_TOKEN_BURST: z.coerce.number().int().min(1).default(30),
    /** Per account and IP: failed sign-ins in a row before waits start (1 min, doubling, capped). */
    SIGN_IN_LOCKOUT_THRESHOLD: z.coerce.number().int().min(1).default(5),
    /** Per account from every IP together: wider, so a stranger cannot lock the owner out cheaply. */
    SIGN_IN_ACCOUNT_LOCKOUT_THRESHOLD: z.coerce.number().int().min(1).default(20),
    SIGN_IN_LOCKOUT_BASE_SECONDS: z.coerce.number().int().min(1).default(60),
    SIGN_IN_LOCKOUT_MAX_SECONDS: z.coerce.number().int().min(1).default(3600),
    /** One confirmation or reset e-mail per address in this many seconds. */
    EMAIL_RESEND_SECONDS: z.coerce.number().int().min(0).default(60),
    /** Lifetime of the single-use links sent by e-mail. */
    EMAIL_LINK_TTL_SECONDS: z.coerce.number().int().min(60).default(3600),
    /** Any OpenAI-compatible endpoint (OpenAI, Ollama, vLLM, llama.cpp server); unset: no AI. */
    AI_BASE_URL: optionalUrl,
    AI_API_KEY: z
      .string()
      .optional()
      .transform((value) => value || undefined),
    /** Model of every assistant without its own; required with AI_BASE_URL. */
    AI_MODEL: z
      .string()
      .optional()
      .transform((value) => value || undefined),
    /** A provider silent this long (before the first token or between two) ends the answer. */
    AI_STALL_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
    AI_TOTAL_TIMEOUT_MS: z.coerce.number().int().min(100).default(120_000),
    /** Speech-to-text model (`POST {base}/audio/transcriptions`); unset: transcription is off. */
    AI_TRANSCRIPTION_MODEL: optionalText,
    /** Another OpenAI-compatible endpoint for transcription; unset: AI_BASE_URL. */
    AI_TRANSCRIPTION_BASE_URL: optionalUrl,
    /** Its key; unset: AI_API_KEY. */
    AI_TRANSCRIPTION_API_KEY: optionalText,
    /** The largest file one transcription request may carry (OpenAI's 25 MB); longer audio is cut. */
    AI_TRANSCRIPTION_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(16_000)
      .default(25 * 1024 * 1024),
    /** Largest recording the AI services accept, in megabytes. */
    SERVICES_MAX_UPLOAD_MB: z.coerce.number().int().min(1).max(2048).default(100),
    /** Service uploads per user per hour (recordings, documents). */
    RATE_LIMIT_SERVICE_UPLOADS_PER_HOUR: z.coerce.number().int().min(1).default(30),
    /**
     * A running service job writes a heartbeat this often; one silent for three beats is taken
     * as interrupted (its process died) and retried or failed.
     */
    SERVICE_JOBS_HEARTBEAT_SECONDS: z.coerce.number().min(0.2).max(600).default(10),
    /** Every job kind's deadline at once, in seconds; unset: each kind's own (minutes to an hour). */
    SERVICE_JOBS_DEADLINE_SECONDS: z.coerce.number().min(1).max(86_400).optional(),
    /** The ffmpeg that decodes recordings; unset: /usr/bin/ffmpeg when present, else the bundled one. */
    FFMPEG_PATH: optionalText,
    /** Chat requests per user per minute, on top of the daily quota (bursts, scripts). */
    RATE_LIMIT_CHAT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
    /** Calls per API key per minute (server/integrations), besides the owner's daily quota. */
    RATE_LIMIT_API_KEY_PER_MINUTE: z.coerce.number().int().min(1).default(60),
    /**
     * Webhooks may target http and private addresses (loopback, the LAN): for tests and
     * development only; in production every target is https on a public address.
     */
    WEBHOOKS_ALLOW_PRIVATE: z
      .enum(["true", "false", "1", "0"])
      .default("false")
      .transform((value) => value === "true" || value === "1"),
    /** The first retry of a failed webhook delivery waits about this long; each next one twice as long. */
    WEBHOOKS_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    RATE_LIMITS_ENABLED: z
      .enum(["true", "false", "1", "0"])
      .default("true")
      .transform((value) => value === "true" || value === "1"),
    SEED_DEMO_CONTENT: z
      .enum(["true", "false", "1", "0"])
      .default("true")
      .transform((value) => value === "true" || value === "1"),
    /** Stripe (server/billing); without STRIPE_SECRET_KEY the installation sells nothing online. */
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    STRIPE_PRICE_BASIC: optionalText,
    STRIPE_PRICE_PREMIUM: optionalText,
    /** Another Stripe API endpoint (stripe-mock, a test stand-in): its host, port and protocol. */
    STRIPE_API_BASE: optionalUrl,
    /** Uploads in an S3-compatible bucket instead of DATA_DIR/uploads (server/files/s3-store.ts). */
    S3_BUCKET: optionalText,
    /** Another S3 endpoint (MinIO, R2, a local test server); unset: AWS for S3_REGION. */
    S3_ENDPOINT: optionalUrl,
    S3_REGION: z.string().min(1).default("us-east-1"),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    /** bucket in the path (https://host/bucket/key) instead of the host; most non-AWS servers want it. */
    S3_FORCE_PATH_STYLE: z
      .enum(["true", "false", "1", "0"])
      .default("false")
      .transform((value) => value === "true" || value === "1"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    TRUST_PROXY: trustProxy,
    /** On SIGTERM, /api/ready answers 503 this long before the server stops taking requests. */
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(5),
    /** Lets a scraper elsewhere read /metrics with `Authorization: Bearer <token>`. */
    METRICS_TOKEN: z
      .string()
      .min(16)
      .optional()
      .or(z.literal("").transform(() => undefined)),
  })
  .refine((config) => !config.AI_BASE_URL || config.AI_MODEL, {
    path: ["AI_MODEL"],
    message: "required when AI_BASE_URL is set (the model every assistant uses by default)",
  });

/** A half-configured Stripe would take payments it cannot match to a plan or never hear of. */
const CheckedConfigSchema = ConfigSchema.superRefine((config, issues) => {
  if (Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY)) {
    issues.addIssue({
      code: "custom",
      path: ["S3_SECRET_ACCESS_KEY"],
      message: "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together",
    });
  }
  if (!config.STRIPE_SECRET_KEY) return;
  const needed = ["STRIPE_WEBHOOK_SECRET", "STRIPE_PRICE_BASIC", "STRIPE_PRICE_PREMIUM"] as const;
  for (const name of needed) {
    if (config[name]) continue;
    issues.addIssue({ code: "custom", path: [name], message: "required with STRIPE_SECRET_KEY" });
  }
});

export type Config = z.infer<typeof ConfigSchema>;

export class ConfigError extends Error {}

/**
 * Validates the environment once at start-up. A bad value stops the process with a message
 * naming the variable, so a typo never turns into a surprising default.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = CheckedConfigSchema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const variable = issue.path.join(".");
    return `  ${variable}: ${issue.message}`;
  });
  throw new ConfigError(`Invalid configuration:\n${problems.join("\n")}`);
}

/** A configuration for tests: defaults plus the overrides a test needs. */
export function buildTestConfig(overrides: Partial<Record<keyof Config, string>> = {}): Config {
  return loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    SEED_DEMO_CONTENT: "false",
    JWT_SECRET: "test-secret-that-is-long-enough-for-hs256-signing",
    DATA_DIR: "/tmp/platform-test-data",
    ...overrides,
  });
}
