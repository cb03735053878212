import { useMutation } from "@tanstack/react-query";
import type {
  TNewsletterLanguage,
  TNewsletterSubscribe,
  TNewsletterSubscribeResponse,
} from "../../../../contracts/newsletter";
import { NEWSLETTER_LANGUAGES } from "../newsletter-rules";
import { apiFetch } from "../../../lib/api";

/** POST newsletter-subscribe {email}; an `error` in the answer is a failure. */
export function subscribeNewsletter(body: TNewsletterSubscribe): Promise<TNewsletterSubscribeResponse> {
  return apiFetch<TNewsletterSubscribeResponse>("/api/functions/newsletter-subscribe", { method: "POST", body });
}

export function toNewsletterLanguage(language: string | undefined): TNewsletterLanguage | undefined {
  return NEWSLETTER_LANGUAGES.find((code) => code === language);
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
