import { useEffect } from "react";
import { useSearchParams } from "../../../lib/router";
import { useTranslation } from "../../../lib/translation/use-translation";
import { toast } from "../../../ui/toast";
import { NEWSLETTER_LINK_RESULTS, NEWSLETTER_RESULT_PARAM } from "../newsletter-rules";

/**
 * The confirmation and unsubscribe links in e-mails land on `/?newsletter=<result>`
 * (contracts/newsletter.ts): say what happened once, then drop the parameter from the URL.
 */
export function useNewsletterLinkResult() {
  const { t } = useTranslation("blog");
  const [searchParams, setSearchParams] = useSearchParams();
  const value = searchParams.get(NEWSLETTER_RESULT_PARAM);
  const result = NEWSLETTER_LINK_RESULTS.find((candidate) => candidate === value);

  useEffect(() => {
    if (value === null) return;
    if (result) {
      const show = result === "invalid" ? toast.error : toast.success;
      // A fixed id keeps a double effect run (StrictMode) down to one toast.
      show(t(`newsletter.link.${result}.title`), {
        id: `newsletter-${result}`,
        description: t(`newsletter.link.${result}.text`),
      });
    }
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(NEWSLETTER_RESULT_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [value, result, setSearchParams, t]);
}
