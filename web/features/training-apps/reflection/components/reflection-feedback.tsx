import { lazy, Suspense, useState } from "react";
import { useTranslation } from "../../../../lib/translation/use-translation";
import { useQueryClient } from "@tanstack/react-query";
import { Sparkles } from "lucide-react";
import type { TReflectionEntry } from "../../../../../contracts/training";
import { Button } from "../../../../ui/button";
import { REFLECTIONS_KEY } from "../../api/reflections";
import { aiCoachLanguage } from "../../components/ai-coach-language";

// The AI SDK loads only when someone opens the feedback, not with the journal.
const AiCoachAnswer = lazy(async () => ({ default: (await import("../../components/ai-coach-answer")).AiCoachAnswer }));

/** The optional AI feedback on one entry: saved feedback shows at once; asking spends one daily query. */
export function ReflectionFeedback({ entry }: { entry: TReflectionEntry }) {
  const { t, i18n } = useTranslation("training");
  const queryClient = useQueryClient();
  const [isOpen, setIsOpen] = useState(false);
  if (!isOpen && !entry.aiFeedback) {
    return (
      <div data-print-hide>
        <Button variant="secondary" size="sm" onClick={() => setIsOpen(true)}>
          <Sparkles className="h-4 w-4" aria-hidden="true" />
          {t("reflection.feedbackTitle")}
        </Button>
      </div>
    );
  }
  return (
    <section aria-label={t("reflection.feedbackTitle")} className="flex flex-col gap-2 border-t border-border pt-3">
      <h4 className="flex items-center gap-2 text-sm font-semibold text-foreground">
        <Sparkles className="h-4 w-4 text-accent" aria-hidden="true" />
        {t("reflection.feedbackTitle")}
      </h4>
      <Suspense fallback={null}>
        <AiCoachAnswer
          api={`/api/training/reflections/${encodeURIComponent(entry.id)}/feedback`}
          getBody={() => ({ language: aiCoachLanguage(i18n.language) })}
          askLabel={entry.aiFeedback ? t("reflection.askAgain") : t("reflection.askFeedback")}
          hint={t("reflection.feedbackHint")}
          savedAnswer={entry.aiFeedback}
          onFinished={() => void queryClient.invalidateQueries({ queryKey: REFLECTIONS_KEY })}
        />
      </Suspense>
    </section>
  );
}
