import { useState } from "react";
import { useTranslation } from "../../../../lib/translation/use-translation";
import { toast } from "../../../../ui/toast";
import { BookOpen, Download, Pencil, Trash2 } from "lucide-react";
import type { TReflectionEntry } from "../../../../../contracts/training";
import { useFormatDate } from "../../../../lib/use-format-date";
import { Button } from "../../../../ui/button";
import { ConfirmDialog } from "../../../../ui/dialog";
import { ListEmpty, ListError, ListSkeleton } from "../../../../ui/list-states";
import { useDeleteReflection, useReflections } from "../../api/reflections";
import { downloadMarkdown } from "../../../../lib/premium-apps/result-actions";
import { entryToMarkdown, journalToMarkdown } from "../reflection-markdown";
import { ReflectionFeedback } from "./reflection-feedback";
import {
  REFLECTION_THEMES,
  type ReflectionContent,
  type ReflectionThemeId,
} from "../../../../../i18n/content/reflection/themes";

interface ReflectionJournalProps {
  content: ReflectionContent;
  onStart: (theme: ReflectionThemeId, entry?: { id: string; answers: Record<string, string> }) => void;
}

export function ReflectionJournal({ content, onStart }: ReflectionJournalProps) {
  const { t } = useTranslation("training");
  const { t: tPages } = useTranslation("pages");
  const formatDate = useFormatDate("date");
  const entries = useReflections();
  const remove = useDeleteReflection();
  const [toDelete, setToDelete] = useState<TReflectionEntry | null>(null);
  const labels = {
    title: tPages("premiumApps.reflection"),
    noAnswer: t("reflection.noAnswer"),
    feedback: t("reflection.feedbackTitle"),
    formatDate,
  };
  const fileName = t("reflection.fileName");

  const handleDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        toast.success(t("reflection.deleted"));
        setToDelete(null);
      },
      onError: () => toast.error(t("reflection.deleteFailed")),
    });
  };

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="reflection-themes" className="flex flex-col gap-4">
        <h2 id="reflection-themes" className="text-xl font-semibold text-foreground">
          {t("reflection.themesTitle")}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {REFLECTION_THEMES.map((theme) => (
            <li
              key={theme.id}
              className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-5 shadow-sm"
            >
              <h3 className="font-semibold text-foreground">{content[theme.id].title}</h3>
              <p className="flex-1 text-sm text-muted">{content[theme.id].description}</p>
              <div>
                <Button
                  size="sm"
                  onClick={() => onStart(theme.id)}
                  aria-label={`${t("reflection.start")}: ${content[theme.id].title}`}
                >
                  {t("reflection.start")}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="reflection-entries" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="reflection-entries" className="text-xl font-semibold text-foreground">
            {t("reflection.entriesTitle")}
          </h2>
          {entries.data && entries.data.entries.length > 0 && (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => downloadMarkdown(fileName, journalToMarkdown(entries.data.entries, content, labels))}
            >
              <Download className="h-4 w-4" aria-hidden="true" />
              {t("reflection.exportAll")}
            </Button>
          )}
        </div>
        {entries.isPending && <ListSkeleton />}
        {entries.isError && <ListError message={t("reflection.loadFailed")} onRetry={() => void entries.refetch()} />}
        {entries.data?.entries.length === 0 && <ListEmpty icon={BookOpen}>{t("reflection.noEntries")}</ListEmpty>}
        <ul className="flex flex-col gap-3">
          {entries.data?.entries.map((entry) => {
            const theme = REFLECTION_THEMES.find((item) => item.id === entry.theme);
            if (!theme) return null;
            const questions: Record<string, string> = content[theme.id].questions;
            const firstAnswered = theme.questions.find((id) => entry.answers[id]?.trim());
            return (
              <li
                key={entry.id}
                className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-5 shadow-sm"
              >
                <div>
                  <h3 className="font-semibold text-foreground">{content[theme.id].title}</h3>
                  <p className="text-sm text-muted">
                    {t("reflection.writtenOn", { date: formatDate(entry.createdAt) })}
                  </p>
                </div>
                {firstAnswered && (
                  <div className="text-sm">
                    <p className="font-medium text-foreground">{questions[firstAnswered]}</p>
                    <p className="mt-1 line-clamp-3 whitespace-pre-line text-muted">{entry.answers[firstAnswered]}</p>
                  </div>
                )}
                <div className="flex flex-wrap gap-2">
                  <Button variant="secondary" size="sm" onClick={() => onStart(theme.id, entry)}>
                    <Pencil className="h-4 w-4" aria-hidden="true" />
                    {t("reflection.edit")}
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() =>
                      downloadMarkdown(
                        `${fileName}-${entry.createdAt.slice(0, 10)}`,
                        entryToMarkdown(entry, content, labels),
                      )
                    }
                  >
                    <Download className="h-4 w-4" aria-hidden="true" />
                    {t("reflection.exportOne")}
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => setToDelete(entry)}>
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                    {t("reflection.delete")}
                  </Button>
                </div>
                <ReflectionFeedback entry={entry} />
              </li>
            );
          })}
        </ul>
      </section>

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={t("reflection.deleteTitle")}
        description={t("reflection.deleteText")}
        confirmLabel={t("reflection.deleteConfirm")}
        onConfirm={handleDelete}
        isDestructive
        isPending={remove.isPending}
      />
    </div>
  );
}
