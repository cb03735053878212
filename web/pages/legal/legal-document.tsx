import { useTranslation } from "../../lib/translation/use-translation";
import { PageHeader } from "../../ui/page-header";
import { useDocumentTitle } from "../../lib/use-document-title";

interface LegalSection {
  id: string;
  title: string;
  body: string;
}

/**
 * Terms and privacy share one layout: a table of contents and anchored sections. `addenda` ends a
 * section (by id) with a sentence that holds only on this installation.
 */
export function LegalDocument({
  document,
  addenda = {},
}: {
  document: "terms" | "privacy";
  addenda?: Record<string, string | undefined>;
}) {
  const { t } = useTranslation("legal");
  useDocumentTitle(t(`${document}.title`));
  const sections = t(`${document}.sections`, { returnObjects: true }) as LegalSection[];
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <PageHeader title={t(`${document}.title`)} description={t(`${document}.intro`)}>
        <p className="mt-2 text-sm text-muted">{t("updated")}</p>
      </PageHeader>
      <nav aria-label={t("contents")} className="mb-10 rounded-2xl border border-border bg-surface-muted p-5">
        <p className="mb-2 text-sm font-semibold">{t("contents")}</p>
        <ol className="space-y-1 text-sm">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-accent hover:underline">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section) => (
        <section key={section.id} id={section.id} className="mb-8">
          <h2 className="text-xl font-semibold">{section.title}</h2>
          <p className="mt-3 leading-relaxed text-muted">
            {addenda[section.id] ? `${section.body} ${addenda[section.id]}` : section.body}
          </p>
        </section>
      ))}
    </article>
  );
}
