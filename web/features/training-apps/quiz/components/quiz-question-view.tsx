import { useEffect, useRef } from "react";
import { useTranslation } from "../../../../lib/translation/use-translation";
import { CheckCircle2, XCircle } from "lucide-react";
import { cn } from "../../../../lib/cn";
import { Badge } from "../../../../ui/badge";
import { Button } from "../../../../ui/button";
import { QUIZ_QUESTIONS, type QuizQuestionText } from "../../../../../i18n/content/quiz/questions";
import { isCorrect, type RoundAnswer, type RoundQuestion } from "../quiz-round";
import { ProgressTrack } from "../../../../ui/progress-track";

const NEXT_BUTTON_ID = "quiz-next";

interface QuizQuestionViewProps {
  question: RoundQuestion;
  text: QuizQuestionText;
  position: { current: number; total: number };
  /** Set once the user has answered: the options lock and the explanation shows. */
  answer: RoundAnswer | undefined;
  onAnswer: (chosen: number) => void;
  onNext: () => void;
  onAbandon: () => void;
}

export function QuizQuestionView({
  question,
  text,
  position,
  answer,
  onAnswer,
  onNext,
  onAbandon,
}: QuizQuestionViewProps) {
  const { t } = useTranslation("training");
  const headingRef = useRef<HTMLHeadingElement>(null);
  const level = QUIZ_QUESTIONS.find((item) => item.id === question.id)?.level;
  const isLast = position.current === position.total;

  // A new question takes the focus, so keyboard and screen-reader users start reading it.
  useEffect(() => headingRef.current?.focus(), []);
  useEffect(() => {
    if (answer) document.getElementById(NEXT_BUTTON_ID)?.focus();
  }, [answer]);

  return (
    <div className="flex flex-col gap-5 rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted">
        <span>{t("quiz.progress", position)}</span>
        {level && <Badge>{t(`quiz.levels.${level}`)}</Badge>}
      </div>
      <ProgressTrack max={position.total} value={position.current - (answer ? 0 : 1)} />
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-foreground focus:outline-none">
        {text.question}
      </h2>
      <ul className="flex flex-col gap-3">
        {question.optionOrder.map((optionIndex) => {
          const isChosen = answer?.chosen === optionIndex;
          const isRight = optionIndex === 0;
          return (
            <li key={optionIndex}>
              <button
                type="button"
                aria-disabled={Boolean(answer)}
                aria-pressed={answer ? isChosen : undefined}
                onClick={() => {
                  if (!answer) onAnswer(optionIndex);
                }}
                className={cn(
                  "flex w-full items-start gap-3 rounded-xl border p-4 text-left text-foreground transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent",
                  !answer && "border-border hover:border-accent hover:bg-accent-soft",
                  answer && isRight && "border-green-600 bg-green-50 dark:bg-green-950",
                  answer && isChosen && !isRight && "border-red-600 bg-red-50 dark:bg-red-950",
                  answer && !isChosen && !isRight && "border-border opacity-70",
                )}
              >
                {answer && isRight && (
                  <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-green-700" aria-hidden="true" />
                )}
                {answer && isChosen && !isRight && (
                  <XCircle className="mt-0.5 h-5 w-5 shrink-0 text-red-700" aria-hidden="true" />
                )}
                <span>{text.options[optionIndex]}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <div aria-live="polite">
        {answer && (
          <div className={cn("rounded-xl border p-4", isCorrect(answer) ? "border-green-600" : "border-red-600")}>
            <p className="font-semibold text-foreground">
              {isCorrect(answer) ? t("quiz.correct") : t("quiz.incorrect")}
            </p>
            {!isCorrect(answer) && (
              <p className="mt-1 text-foreground">{t("quiz.correctAnswer", { answer: text.options[0] })}</p>
            )}
            <p className="mt-2 text-muted">{text.explanation}</p>
          </div>
        )}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="ghost" size="sm" onClick={onAbandon}>
          {t("quiz.abandon")}
        </Button>
        {answer && (
          <Button id={NEXT_BUTTON_ID} onClick={onNext}>
            {isLast ? t("quiz.finish") : t("quiz.next")}
          </Button>
        )}
      </div>
    </div>
  );
}
