import { useTranslation } from "../../../../lib/translation/use-translation";
import { toast } from "../../../../ui/toast";
import { Copy, Sparkles, Star } from "lucide-react";
import { PROMPT_TITLE_MAX } from "../../../../../contracts/prompt-generator";
import { Button } from "../../../../ui/button";
import { ContentStatus } from "../../../../ui/list-states";
import { TextField } from "../../../../ui/text-field";
import { useStoredState } from "../../../../lib/use-stored-state";
import type { PromptGeneratorContent } from "../../../../../i18n/content/prompt-generator/templates";
import { usePremiumContent } from "../../../../lib/use-app-content";
import { aiAppContentPath } from "../../../../../contracts/app-content";
import { useAiStatus } from "../../api/ai-status";
import { useImprovePrompt, useSavePromptFavourite } from "../../api/prompt-favourites";
import { aiErrorKey } from "../../components/ai-error-text";
import { AiUnavailableNote } from "../../components/ai-unavailable-note";
import { ResultActions } from "../../../../lib/premium-apps/result-actions";
import { buildPrompt } from "../build-prompt";
import { EMPTY_PROMPT_DRAFT, isPromptDraft } from "../prompt-draft";
import { fieldsFromTemplate } from "../prompt-templates";
import { PROMPT_TEMPLATES } from "../../../../../i18n/content/prompt-generator/templates";
import { PromptFavourites } from "./prompt-favourites";
import { PromptForm } from "./prompt-form";

const DRAFT_KEY = "ai-apps:prompt-generator:v1";

/** /apps/generador-prompts and /prompt-generator: fields or a template → a structured prompt to copy, save or improve with AI. */
export function PromptGeneratorApp() {
  const { t } = useTranslation("ai-apps");
  const contentQuery = usePremiumContent<PromptGeneratorContent>(aiAppContentPath("prompt-generator"));
  const { data: content, language } = contentQuery;
  const [draft, setDraft, clearDraft] = useStoredState(DRAFT_KEY, EMPTY_PROMPT_DRAFT, isPromptDraft);
  const aiStatus = useAiStatus();
  const improve = useImprovePrompt();
  const saveFavourite = useSavePromptFavourite();

  if (!content) return <ContentStatus isError={contentQuery.isError} onRetry={() => void contentQuery.refetch()} />;

  const hasTask = draft.fields.task.trim() !== "";
  const generated = hasTask ? buildPrompt(draft.fields, content) : "";
  const shown = draft.improved ?? generated;

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(shown);
      toast.success(t("resultActions.copied", { ns: "common" }));
    } catch {
      toast.error(t("resultActions.copyFailed", { ns: "common" }));
    }
  };

  const handleImprove = () =>
    improve.mutate(
      { prompt: generated, language },
      {
        onSuccess: ({ prompt }) => setDraft({ ...draft, improved: prompt }),
        onError: (error) => toast.error(t(aiErrorKey(error))),
      },
    );

  const handleSave = () => {
    const title = draft.title.trim() || draft.fields.task.trim().slice(0, PROMPT_TITLE_MAX);
    saveFavourite.mutate(
      { title, fields: draft.fields, prompt: shown },
      {
        onSuccess: () => toast.success(t("promptGenerator.favouriteSaved")),
        onError: () => toast.error(t("errors.save")),
      },
    );
  };

  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="prompt-templates" className="flex flex-col gap-3" data-print-hide>
        <h2 id="prompt-templates" className="text-xl font-semibold text-foreground">
          {t("promptGenerator.templatesTitle")}
        </h2>
        <p className="text-sm text-muted">{t("promptGenerator.templatesHint")}</p>
        <ul className="flex flex-wrap gap-2">
          {PROMPT_TEMPLATES.map((template) => (
            <li key={template.id}>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setDraft({ ...draft, fields: fieldsFromTemplate(content, template.id), improved: null })}
              >
                {content.templates[template.id].name}
              </Button>
            </li>
          ))}
        </ul>
      </section>

      <div className="grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="prompt-form" className="flex flex-col gap-4" data-print-hide>
          <h2 id="prompt-form" className="text-xl font-semibold text-foreground">
            {t("promptGenerator.formTitle")}
          </h2>
          <PromptForm
            content={content}
            fields={draft.fields}
            onChange={(fields) => setDraft({ ...draft, fields, improved: null })}
          />
          <div>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => window.confirm(t("promptGenerator.clearConfirm")) && clearDraft()}
            >
              {t("promptGenerator.clear")}
            </Button>
          </div>
        </section>

        <section aria-labelledby="prompt-result" className="flex flex-col gap-4 lg:sticky lg:top-4 lg:self-start">
          <h2 id="prompt-result" className="text-xl font-semibold text-foreground">
            {draft.improved ? t("promptGenerator.improvedTitle") : t("promptGenerator.resultTitle")}
          </h2>
          {hasTask ? (
            <>
              <pre
                className="max-h-[32rem] overflow-auto whitespace-pre-wrap rounded-xl border border-border bg-surface-muted p-4 font-mono text-sm text-foreground"
                data-testid="generated-prompt"
                tabIndex={0}
                role="region"
                aria-labelledby="prompt-result"
              >
                {shown}
              </pre>
              <div className="flex flex-wrap gap-2" data-print-hide>
                <Button onClick={() => void handleCopy()}>
                  <Copy className="h-4 w-4" aria-hidden="true" />
                  {t("promptGenerator.copyPrompt")}
                </Button>
                {draft.improved ? (
                  <Button variant="secondary" onClick={() => setDraft({ ...draft, improved: null })}>
                    {t("promptGenerator.useGenerated")}
                  </Button>
                ) : (
                  aiStatus.data?.aiConfigured && (
                    <Button
                      variant="secondary"
                      onClick={handleImprove}
                      disabled={improve.isPending}
                      aria-describedby="prompt-improve-hint"
                    >
                      <Sparkles className="h-4 w-4" aria-hidden="true" />
                      {improve.isPending ? t("promptGenerator.improving") : t("promptGenerator.improve")}
                    </Button>
                  )
                )}
              </div>
              {aiStatus.data?.aiConfigured && !draft.improved && (
                <p id="prompt-improve-hint" className="text-xs text-muted" data-print-hide>
                  {t("promptGenerator.improveHint")}
                </p>
              )}
              {aiStatus.data && !aiStatus.data.aiConfigured && <AiUnavailableNote />}
              <ResultActions fileName={t("promptGenerator.fileName")} getMarkdown={() => shown} />
              <div className="flex flex-wrap items-end gap-2" data-print-hide>
                <TextField
                  id="prompt-favourite-title"
                  className="min-w-[12rem] flex-1"
                  label={t("promptGenerator.favouriteTitle")}
                  value={draft.title}
                  maxLength={PROMPT_TITLE_MAX}
                  onChange={(event) => setDraft({ ...draft, title: event.target.value })}
                />
                <Button variant="secondary" onClick={handleSave} disabled={saveFavourite.isPending}>
                  <Star className="h-4 w-4" aria-hidden="true" />
                  {t("promptGenerator.saveFavourite")}
                </Button>
              </div>
            </>
          ) : (
            <p className="rounded-xl border border-dashed border-border p-6 text-muted">
              {t("promptGenerator.resultEmpty")}
            </p>
          )}
        </section>
      </div>

      <PromptFavourites
        onLoad={(favourite) => setDraft({ fields: favourite.fields, improved: null, title: favourite.title })}
      />
    </div>
  );
}
