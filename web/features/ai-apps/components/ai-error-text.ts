import { ApiError } from "../../../lib/api";

/** The ai-apps locale key for a failed AI call: not configured, quota reached, or the provider failed. */
export function aiErrorKey(error: unknown): "errors.aiNotConfigured" | "errors.quota" | "errors.aiFailed" {
  if (error instanceof ApiError && error.code === "ai_not_configured") return "errors.aiNotConfigured";
  if (error instanceof ApiError && error.code === "daily_quota_reached") return "errors.quota";
  return "errors.aiFailed";
}
