import { useEffect, useMemo, useState } from "react";
import { Link, useLocation } from "../../../../lib/router";
import { useTranslation } from "../../../../lib/translation/use-translation";
import { Link2, Search } from "lucide-react";
import { cn } from "../../../../lib/cn";
import { Badge } from "../../../../ui/badge";
import { Input, Label } from "../../../../ui/form-controls";
import { ContentStatus } from "../../../../ui/list-states";
import { ResultActions } from "../../../../lib/premium-apps/result-actions";
import type { GlossaryContent } from "../../../../../i18n/content/glossary/terms";
import { usePremiumContent } from "../../../../lib/use-app-content";
import { trainingContentPath } from "../../../../../contracts/app-content";
import {
  GLOSSARY_TERMS,
  GLOSSARY_TOPICS,
  type GlossaryTermId,
  type GlossaryTopic,
} from "../../../../../i18n/content/glossary/terms";
import { buildGlossaryEntries, filterGlossary, rankByName, type GlossaryEntry } from "../search-glossary";

const TERM_IDS = new Set<string>(GLOSSARY_TERMS.map((term) => term.id));
const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".split("");

const letterAnchor = (letter: string) => `glossary-letter-${letter}`;

export function GlossaryApp() {
  const { t } = useTranslation("training");
  const { t: tPages } = useTranslation("pages");
  const contentQuery = usePremiumContent<GlossaryContent>(trainingContentPath("glossary"));
  const { data: content, language } = contentQuery;
  const [query, setQuery] = useState("");
  const [topic, setTopic] = useState<GlossaryTopic | null>(null);
  const { hash } = useLocation();
  const linkedId = decodeURIComponent(hash.slice(1));

  const entries = useMemo(() => (content ? buildGlossaryEntries(content, language) : []), [content, language]);
  const visible = useMemo(() => {
    const filtered = filterGlossary(entries, query, topic);
    return query ? rankByName(filtered, query) : filtered;
  }, [entries, query, topic]);
  const groups = useMemo(() => groupByLetter(visible, Boolean(query)), [visible, query]);
  const names = useMemo(() => new Map(entries.map((entry) => [entry.id, entry.term])), [entries]);

  // A #term-slug link (shared, bookmarked or reloaded) shows that term even if a filter hid it.
  const isLinkedTerm = TERM_IDS.has(linkedId);
  const isLinkedHidden = isLinkedTerm && entries.length > 0 && !visible.some((entry) => entry.id === linkedId);
  // Adjusted during render (React's pattern for state that follows a changed input), once per link:
  // a search typed afterwards may hide the term again.
  const [revealedLink, setRevealedLink] = useState("");
  if (isLinkedHidden && revealedLink !== linkedId) {
    setRevealedLink(linkedId);
    setQuery("");
    setTopic(null);
  }
  useEffect(() => {
    if (!isLinkedTerm || isLinkedHidden || entries.length === 0) return;
    const target = document.getElementById(linkedId);
    target?.scrollIntoView({ block: "start" });
    target?.focus({ preventScroll: true });
  }, [isLinkedTerm, isLinkedHidden, linkedId, entries.length]);

  if (!content) return <ContentStatus isError={contentQuery.isError} onRetry={() => void contentQuery.refetch()} />;

  const lettersWithTerms = new Set(groups.flatMap((group) => (group.letter ? [group.letter] : [])));
  const toMarkdown = () =>
    [
      `# ${tPages("premiumApps.glossary")}`,
      ...visible.map(
        (entry) => `## ${entry.term}\n\n${entry.definition}\n\n*${t("glossary.example")}:* ${entry.example}`,
      ),
    ].join("\n\n");

  return (
    <div className="flex flex-col gap-6">
      <div
        className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6"
        data-print-hide
      >
        <div className="flex flex-col gap-2">
          <Label htmlFor="glossary-search">{t("glossary.searchLabel")}</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted"
              aria-hidden="true"
            />
            <Input
              id="glossary-search"
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={t("glossary.searchPlaceholder")}
              className="pl-9"
              autoComplete="off"
            />
          </div>
        </div>
        <div role="group" aria-label={t("glossary.topicFilter")} className="flex flex-wrap gap-2">
          {[null, ...GLOSSARY_TOPICS].map((item) => (
            <button
              key={item ?? "all"}
              type="button"
              aria-pressed={topic === item}
              onClick={() => setTopic(item)}
              className={cn(
                "rounded-full border px-3 py-1 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent",
                topic === item
                  ? "border-accent bg-accent text-accent-foreground"
                  : "border-border bg-surface text-foreground hover:bg-surface-muted",
              )}
            >
              {item ? t(`glossary.topics.${item}`) : t("glossary.allTopics")}
            </button>
          ))}
        </div>
        <nav aria-label={t("glossary.index")}>
          <ul className="flex flex-wrap gap-1">
            {LETTERS.map((letter) => (
              <li key={letter}>
                {lettersWithTerms.has(letter) ? (
                  <a
                    href={`#${letterAnchor(letter)}`}
                    onClick={(event) => {
                      event.preventDefault();
                      const heading = document.getElementById(letterAnchor(letter));
                      heading?.scrollIntoView({ block: "start" });
                      heading?.focus({ preventScroll: true });
                    }}
                    className="flex h-8 w-8 items-center justify-center rounded-md text-sm font-semibold text-accent hover:bg-accent-soft focus-visible:outline-2 focus-visible:outline-accent"
                  >
                    {letter}
                  </a>
                ) : (
                  <span className="flex h-8 w-8 items-center justify-center text-sm text-muted/60" aria-hidden="true">
                    {letter}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted" aria-live="polite">
            {t("glossary.resultCount", { count: visible.length })}
          </p>
          <ResultActions getMarkdown={toMarkdown} fileName={t("glossary.fileName")} />
        </div>
      </div>

      {visible.length === 0 && (
        <p className="rounded-2xl border border-dashed border-border p-8 text-center text-muted">
          {t("glossary.noResults")}
        </p>
      )}

      {groups.map(({ letter, items }) => (
        <section
          key={letter ?? "results"}
          aria-labelledby={letter ? letterAnchor(letter) : undefined}
          className="flex flex-col gap-4"
        >
          {letter && (
            <h2
              id={letterAnchor(letter)}
              tabIndex={-1}
              className="scroll-mt-20 border-b border-border pb-1 text-2xl font-bold text-foreground focus:outline-none"
            >
              {letter}
            </h2>
          )}
          {items.map((entry) => (
            <TermCard
              key={entry.id}
              entry={entry}
              isLinked={entry.id === linkedId}
              relatedName={(id) => names.get(id) ?? id}
            />
          ))}
        </section>
      ))}
    </div>
  );
}

function TermCard({
  entry,
  isLinked,
  relatedName,
}: {
  entry: GlossaryEntry;
  isLinked: boolean;
  relatedName: (id: GlossaryTermId) => string;
}) {
  const { t } = useTranslation("training");
  return (
    <article
      id={entry.id}
      tabIndex={-1}
      aria-labelledby={`${entry.id}-name`}
      className={cn(
        "scroll-mt-20 rounded-2xl border bg-surface p-5 shadow-sm focus:outline-none break-inside-avoid",
        isLinked ? "border-accent ring-2 ring-accent/40" : "border-border",
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={`${entry.id}-name`} className="text-lg font-semibold text-foreground">
          {entry.term}
        </h3>
        <div className="flex items-center gap-2">
          <Badge>{t(`glossary.topics.${entry.topic}`)}</Badge>
          <Link
            to={{ hash: entry.id }}
            className="rounded p-1 text-muted hover:text-accent focus-visible:outline-2 focus-visible:outline-accent"
            aria-label={t("glossary.linkTo", { term: entry.term })}
            data-print-hide
          >
            <Link2 className="h-4 w-4" aria-hidden="true" />
          </Link>
        </div>
      </div>
      <p className="mt-2 text-foreground">{entry.definition}</p>
      <p className="mt-3 rounded-lg bg-surface-muted p-3 text-sm text-muted">
        <span className="font-semibold text-foreground">{t("glossary.example")}: </span>
        {entry.example}
      </p>
      <p className="mt-3 text-sm text-muted">
        <span className="font-semibold text-foreground">{t("glossary.related")}: </span>
        {entry.related.map((id, index) => (
          <span key={id}>
            {index > 0 && ", "}
            <Link to={{ hash: id }} className="text-accent underline underline-offset-2">
              {relatedName(id)}
            </Link>
          </span>
        ))}
      </p>
    </article>
  );
}

/** By initial letter while browsing; a single ranked list while searching. */
function groupByLetter(entries: GlossaryEntry[], isSearching: boolean) {
  if (isSearching) return entries.length ? [{ letter: null, items: entries }] : [];
  const groups: { letter: string; items: GlossaryEntry[] }[] = [];
  for (const entry of entries) {
    const last = groups.at(-1);
    if (last?.letter === entry.letter) last.items.push(entry);
    else groups.push({ letter: entry.letter, items: [entry] });
  }
  return groups;
}
