import { Link } from "../../lib/router";
import { useTranslation } from "../../lib/translation/use-translation";
import { Sparkles } from "lucide-react";
import type { TSocialNetwork } from "../../../contracts/contact";
import { useContactDetails } from "../../features/contact/api/contact-details";

/** Footer links (docs/product.md, "Navigation and layout"). */
const PRODUCT_LINKS = [
  { key: "assistants", to: "/asistentes" },
  { key: "portfolio", to: "/portafolio-asistentes" },
  { key: "apps", to: "/apps" },
  { key: "courses", to: "/cursos" },
  { key: "software", to: "/software" },
  { key: "blog", to: "/blog" },
  { key: "subscriptions", to: "/suscripciones" },
] as const;

const COMPANY_LINKS = [
  { key: "services", to: "/servicios" },
  { key: "contact", to: "/contacto" },
] as const;

const LEGAL_LINKS = [
  { key: "terms", to: "/terminos" },
  { key: "privacy", to: "/privacidad" },
] as const;

const SOCIAL_MARKS: Record<TSocialNetwork, string> = { linkedin: "in", x: "X", youtube: "▶" };

export function Footer() {
  const { t } = useTranslation();
  const columns = [
    { title: t("footer.productTitle"), links: PRODUCT_LINKS },
    { title: t("footer.companyTitle"), links: COMPANY_LINKS },
    { title: t("footer.legalTitle"), links: LEGAL_LINKS },
  ];
  return (
    <footer className="below-fold mt-20 border-t border-border bg-surface-muted">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr_1fr]">
        <div className="col-span-2 md:col-span-1">
          <Link to="/" className="flex items-center gap-2 font-bold">
            <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-accent text-white">
              <Sparkles className="h-4 w-4" aria-hidden="true" />
            </span>
            {t("brand.name")}
          </Link>
          <p className="mt-4 max-w-sm text-sm text-muted">{t("footer.about")}</p>
          <SocialLinks />
        </div>
        {columns.map((column) => (
          <div key={column.title}>
            <h2 className="text-sm font-semibold text-foreground">{column.title}</h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.key}>
                  <Link to={link.to} className="text-sm text-muted hover:text-foreground">
                    {t(`footer.${link.key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="border-t border-border py-6 text-center text-xs text-muted">
        {t("footer.rights", { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}

/** Only the profiles the installation configured (docs/decisions.md "Contact details and social links"). */
function SocialLinks() {
  const { t } = useTranslation();
  const links = useContactDetails().data?.socialLinks ?? [];
  if (links.length === 0) return null;
  return (
    <ul aria-label={t("footer.social")} className="mt-5 flex gap-2">
      {links.map(({ network, url }) => (
        <li key={network}>
          <a
            href={url}
            rel="noopener noreferrer"
            aria-label={t(`footer.socialProfiles.${network}`)}
            className="flex h-9 w-9 items-center justify-center rounded-full border border-border text-xs font-bold text-muted hover:bg-surface hover:text-foreground"
          >
            <span aria-hidden="true">{SOCIAL_MARKS[network]}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
