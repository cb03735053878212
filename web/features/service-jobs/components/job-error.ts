/** Codes with their own sentence under `service-jobs:errors`; anything else is the generic one. */
const KNOWN = [
  "provider_error",
  "insufficient_credits",
  "interrupted",
  "daily_quota_reached",
  "unreadable_file",
  "unsupported_media_type",
  "payload_too_large",
  "rate_limited",
  "tier_required",
  "transcription_not_configured",
  "ai_not_configured",
  "network",
  "source_missing",
  "unreadable_document",
  "pdf_too_complex",
  "too_many_differences",
  "timeout",
  "unusable_answer",
  "recording_too_long",
  "document_too_complex",
] as const;

type Known = (typeof KNOWN)[number];

export function jobErrorKey(code: string): `errors.${Known | "internal_error"}` {
  return `errors.${(KNOWN as readonly string[]).includes(code) ? (code as Known) : "internal_error"}`;
}
