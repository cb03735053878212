import { useTranslation } from "../../../../lib/translation/use-translation";
import { toast } from "../../../../ui/toast";
import { ContentStatus } from "../../../../ui/list-states";
import { useAuth } from "../../../../lib/auth-context";
import { useSaveReflection } from "../../api/reflections";
import { useStoredState } from "../../../../lib/use-stored-state";
import type { ReflectionContent } from "../../../../../i18n/content/reflection/themes";
import { usePremiumContent } from "../../../../lib/use-app-content";
import { trainingContentPath } from "../../../../../contracts/app-content";
import { REFLECTION_THEMES, type ReflectionThemeId } from "../../../../../i18n/content/reflection/themes";
import { ReflectionEditor, type ReflectionDraft } from "./reflection-editor";
import { ReflectionJournal } from "./reflection-journal";

const THEME_IDS = new Set<string>(REFLECTION_THEMES.map((theme) => theme.id));

function isDraft(value: unknown): value is ReflectionDraft | null {
  if (value === null) return true;
  if (typeof value !== "object") return false;
  const { theme, answers, step, entryId } = value as Record<string, unknown>;
  return (
    typeof theme === "string" &&
    THEME_IDS.has(theme) &&
    typeof step === "number" &&
    (entryId === undefined || typeof entryId === "string") &&
    typeof answers === "object" &&
    answers !== null &&
    Object.values(answers).every((answer) => typeof answer === "string")
  );
}

/** The journal: pick a theme, answer its questions one by one, save; list, edit, delete, export. */
export function ReflectionApp() {
  const { t } = useTranslation("training");
  const { user } = useAuth();
  const contentQuery = usePremiumContent<ReflectionContent>(trainingContentPath("reflection"));
  const { data: content } = contentQuery;
  // The draft is per account, so a shared computer never shows one user's words to another.
  const [draft, setDraft, clearDraft] = useStoredState<ReflectionDraft | null>(
    `training.reflection.draft.v1.${user?.id ?? "anonymous"}`,
    null,
    isDraft,
  );
  const save = useSaveReflection();

  if (!content) return <ContentStatus isError={contentQuery.isError} onRetry={() => void contentQuery.refetch()} />;

  const startDraft = (theme: ReflectionThemeId, entry?: { id: string; answers: Record<string, string> }) =>
    setDraft({ theme, answers: entry?.answers ?? {}, step: 0, entryId: entry?.id });

  const handleSave = (current: ReflectionDraft) => {
    const answers = Object.fromEntries(Object.entries(current.answers).filter(([, answer]) => answer.trim() !== ""));
    save.mutate(
      { id: current.entryId, entry: { theme: current.theme, answers } },
      {
        onSuccess: () => {
          toast.success(current.entryId ? t("reflection.updated") : t("reflection.saved"));
          clearDraft();
        },
        onError: () => toast.error(t("reflection.saveFailed")),
      },
    );
  };

  if (draft)
    return (
      <ReflectionEditor
        draft={draft}
        content={content}
        isSaving={save.isPending}
        onChange={setDraft}
        onSave={handleSave}
        onCancel={clearDraft}
      />
    );
  return <ReflectionJournal content={content} onStart={startDraft} />;
}
