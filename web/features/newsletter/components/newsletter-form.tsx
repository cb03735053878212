import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { toast } from "../../../ui/toast";
import { Mail, Send } from "lucide-react";
import { ApiError } from "../../../lib/api";
import { isNewsletterEmailAcceptable, NEWSLETTER_EMAIL_MAX, NEWSLETTER_INVALID_EMAIL } from "../newsletter-rules";
import { Button } from "../../../ui/button";
import { Input } from "../../../ui/form-controls";
import { toNewsletterLanguage, useSubscribeNewsletter } from "../api/subscribe-newsletter";
import { useNewsletterLinkResult } from "../hooks/use-newsletter-link-result";

/** The newsletter sign-up with double opt-in. */
export function NewsletterForm() {
  const { t, i18n } = useTranslation("blog");
  const inputId = useId();
  const [email, setEmail] = useState("");
  const subscribe = useSubscribeNewsletter();
  useNewsletterLinkResult();

  const showInvalid = () => toast.error(t("newsletter.invalid.title"), { description: t("newsletter.invalid.text") });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Non-empty and containing @ (docs/product.md, "Texts that must stay exact"), else the toast and nothing is sent.
    if (!isNewsletterEmailAcceptable(email)) {
      showInvalid();
      return;
    }
    subscribe.mutate(
      { email: email.trim(), language: toNewsletterLanguage(i18n.resolvedLanguage) },
      {
        onSuccess: (answer) => {
          const key = answer.status === "confirmed" ? "already" : "success";
          toast.success(t(`newsletter.${key}.title`), { description: t(`newsletter.${key}.text`) });
          setEmail("");
        },
        onError: (error) => {
          // The server checks a real address shape (a@b passes the client rule, not the server's).
          if (error instanceof ApiError && error.code === NEWSLETTER_INVALID_EMAIL) showInvalid();
          else toast.error(t("newsletter.failure.title"), { description: t("newsletter.failure.text") });
        },
      },
    );
  };

  return (
    <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-accent to-indigo-800 px-6 py-10 text-white shadow-lg sm:px-10">
      <div aria-hidden="true" className="absolute -right-16 -top-16 h-56 w-56 rounded-full bg-white/10" />
      <div className="relative grid items-center gap-6 lg:grid-cols-2 lg:gap-10">
        <div>
          <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-white/15">
            <Mail className="h-5 w-5" aria-hidden="true" />
          </span>
          <h3 className="mt-4 text-2xl font-bold tracking-tight">{t("newsletter.title")}</h3>
          <p className="mt-2 text-indigo-100">{t("newsletter.text")}</p>
        </div>
        <form noValidate onSubmit={handleSubmit} className="w-full" aria-label={t("newsletter.title")}>
          <label htmlFor={inputId} className="sr-only">
            {t("newsletter.label")}
          </label>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Input
              id={inputId}
              type="email"
              name="email"
              autoComplete="email"
              maxLength={NEWSLETTER_EMAIL_MAX}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              placeholder={t("newsletter.placeholder")}
              className="h-12 border-white/30 bg-white text-base text-slate-900 sm:flex-1"
            />
            <Button
              type="submit"
              size="lg"
              variant="secondary"
              disabled={subscribe.isPending}
              className="border-transparent bg-white text-accent hover:bg-indigo-50"
            >
              <Send className="h-4 w-4" aria-hidden="true" />
              {subscribe.isPending ? t("newsletter.sending") : t("newsletter.submit")}
            </Button>
          </div>
          <p className="mt-3 text-sm text-indigo-100">{t("newsletter.privacy")}</p>
        </form>
      </div>
    </div>
  );
}
