import type { TextKey } from "../lib/translation/catalogues";
import { Link } from "../lib/router";
import { useTranslation } from "../lib/translation/use-translation";
import { BookOpen, Clock, CreditCard, Mail } from "lucide-react";
import { Button } from "../ui/button";
import { PLACEHOLDERS } from "../ui/placeholders";
import { PageHeader } from "../ui/page-header";

const MEANWHILE_LINKS = [
  { key: "blog", to: "/blog", Icon: BookOpen },
  { key: "plans", to: "/suscripciones", Icon: CreditCard },
  { key: "contact", to: "/contacto", Icon: Mail },
] as const;

/**
 * A public page whose content arrives with a later feature: its real title and description, a
 * sentence saying the section is on its way, and links to what already exists, so the page
 * never looks stuck loading.
 */
export function UpcomingPage({
  titleKey,
  descriptionKey,
}: {
  titleKey: TextKey<"pages">;
  descriptionKey?: TextKey<"pages">;
}) {
  const { t } = useTranslation("pages");
  const { t: tUpcoming } = useTranslation("upcoming");
  const title = t(titleKey);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <PageHeader title={title} description={descriptionKey ? t(descriptionKey) : undefined} />
      <section
        aria-labelledby="upcoming-heading"
        className="max-w-2xl rounded-2xl border border-border bg-accent-soft p-6 sm:p-8"
      >
        <h2 id="upcoming-heading" className="flex items-center gap-2 text-xl font-semibold text-accent">
          <Clock className="h-5 w-5" aria-hidden="true" />
          {tUpcoming("heading")}
        </h2>
        <p className="mt-3 text-foreground">{tUpcoming("text", { section: title })}</p>
        <nav aria-label={tUpcoming("linksLabel")} className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          {MEANWHILE_LINKS.map(({ key, to, Icon }, index) => (
            <Button key={key} asChild variant={index === 0 ? "primary" : "secondary"}>
              <Link to={to}>
                <Icon className="h-4 w-4" aria-hidden="true" />
                {tUpcoming(key)}
              </Link>
            </Button>
          ))}
        </nav>
      </section>
    </div>
  );
}

/** A back-office section that a later feature fills. */
export function UpcomingAdminPage({ titleKey }: { titleKey: TextKey<"pages"> }) {
  const { t } = useTranslation("pages");
  const Placeholder = PLACEHOLDERS.listing;
  return (
    <section>
      <PageHeader title={t(titleKey)} description={t("admin.upcoming")} />
      <Placeholder />
    </section>
  );
}
