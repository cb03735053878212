import type { DestinationStream } from "pino";
import type { Config } from "./config";

/** Settings whose values are secrets wherever they appear. */
const SECRET_SETTINGS = [
  "AI_API_KEY",
  "AI_TRANSCRIPTION_API_KEY",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "JWT_SECRET",
  "JWT_PRIVATE_KEY",
  "ADMIN_PASSWORD",
  "METRICS_TOKEN",
  "S3_SECRET_ACCESS_KEY",
] as const;
/** Settings that are URLs: their passwords are secrets. */
const URL_SETTINGS = ["DATABASE_URL", "REDIS_URL", "SMTP_URL"] as const;
/** Keys that look like keys whoever they belong to: OpenAI-style, Stripe's, bearer tokens. */
const KEY_SHAPES = [
  "\\b(?:sk|rk|pk)[-_](?:live|test|proj)?[-_]?[A-Za-z0-9_-]{12,}",
  "\\bwhsec_[A-Za-z0-9]{12,}",
  "\\bBearer\\s+[A-Za-z0-9._~+/=-]{12,}",
];
/** Shorter values could be ordinary words; they are not looked for. */
const SECRET_MIN_LENGTH = 8;

/**
 * The log's output with every secret the installation holds replaced by `[redacted]`, and
 * anything shaped like an API key or a bearer token too. It works on the written line, so a
 * secret is caught wherever it hides: a provider's error that echoes the key it was sent, a URL
 * in a message, a stack. Secrets are looked for as written and as JSON escapes them.
 */
export function redactingDestination(destination: DestinationStream, config: Config): DestinationStream {
  const pattern = secretPattern(config);
  return { write: (line: string) => destination.write(line.replace(pattern, "[redacted]")) };
}

function secretPattern(config: Config): RegExp {
  const values = [
    ...SECRET_SETTINGS.map((name) => config[name]),
    ...URL_SETTINGS.map((name) => passwordOf(config[name])),
  ].filter((value): value is string => typeof value === "string" && value.length >= SECRET_MIN_LENGTH);
  const written = values.flatMap((value) => [value, JSON.stringify(value).slice(1, -1)]);
  const literals = [...new Set(written)].sort((a, b) => b.length - a.length).map(escapeRegExp);
  return new RegExp([...literals, ...KEY_SHAPES].join("|"), "g");
}

function passwordOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return decodeURIComponent(new URL(url).password) || undefined;
  } catch {
    return undefined;
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
