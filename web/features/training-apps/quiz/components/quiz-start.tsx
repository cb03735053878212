import { useState } from "react";
import { useTranslation } from "../../../../lib/translation/use-translation";
import { Trophy } from "lucide-react";
import type { TQuizBestScore } from "../../../../../contracts/training";
import { cn } from "../../../../lib/cn";
import { Button } from "../../../../ui/button";
import { QUIZ_TOPICS } from "../../../../../i18n/content/quiz/questions";
import type { RoundTopic } from "../quiz-round";

const ROUND_TOPICS: RoundTopic[] = ["mixed", ...QUIZ_TOPICS];

export function QuizStart({ scores, onStart }: { scores: TQuizBestScore[]; onStart: (topic: RoundTopic) => void }) {
  const { t } = useTranslation("training");
  const [topic, setTopic] = useState<RoundTopic>("mixed");
  return (
    <form
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        onStart(topic);
      }}
    >
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-3 text-lg font-semibold text-foreground">{t("quiz.chooseTopic")}</legend>
        {ROUND_TOPICS.map((item) => {
          const best = scores.find((score) => score.topic === item);
          return (
            <label
              key={item}
              className={cn(
                "flex cursor-pointer items-start gap-3 rounded-2xl border bg-surface p-4 shadow-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent",
                topic === item ? "border-accent ring-2 ring-accent/30" : "border-border",
              )}
            >
              <input
                type="radio"
                name="quiz-topic"
                value={item}
                checked={topic === item}
                onChange={() => setTopic(item)}
                className="mt-1 accent-[var(--color-accent)]"
              />
              <span className="flex flex-col gap-1">
                <span className="font-semibold text-foreground">{t(`quiz.topics.${item}`)}</span>
                <span className="flex items-center gap-1 text-sm text-muted">
                  {best && <Trophy className="h-4 w-4 text-accent" aria-hidden="true" />}
                  {best
                    ? t("quiz.best", { percent: best.bestPercent, correct: best.bestCorrect, total: best.bestTotal })
                    : t("quiz.noBest")}
                </span>
              </span>
            </label>
          );
        })}
      </fieldset>
      <div>
        <Button type="submit" size="lg">
          {t("quiz.start")}
        </Button>
      </div>
    </form>
  );
}
