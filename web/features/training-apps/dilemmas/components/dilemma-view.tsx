import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../../../../lib/translation/use-translation";
import { Scale } from "lucide-react";
import { cn } from "../../../../lib/cn";
import { Badge } from "../../../../ui/badge";
import { Button } from "../../../../ui/button";
import type { Dilemma, DilemmaText } from "../../../../../i18n/content/dilemmas/scenarios";

interface DilemmaViewProps {
  dilemma: Dilemma;
  text: DilemmaText;
  position: { current: number; total: number };
  /** The option chosen, once the user has decided. */
  chosen: number | undefined;
  onChoose: (option: number) => void;
  onNext: () => void;
}

export function DilemmaView({ dilemma, text, position, chosen, onChoose, onNext }: DilemmaViewProps) {
  const { t } = useTranslation("training");
  const [selected, setSelected] = useState<number | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const outcomeRef = useRef<HTMLHeadingElement>(null);
  const isLast = position.current === position.total;

  useEffect(() => headingRef.current?.focus(), []);
  useEffect(() => {
    if (chosen !== undefined) outcomeRef.current?.focus();
  }, [chosen]);

  return (
    <div className="flex flex-col gap-5">
      <article className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted">
          <span>{t("dilemmas.progress", position)}</span>
          <Badge>{t(`dilemmas.themes.${dilemma.theme}`)}</Badge>
        </div>
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-foreground focus:outline-none">
          {text.title}
        </h2>
        <p className="text-foreground">{text.scenario}</p>

        {chosen === undefined ? (
          <form
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (selected !== null) onChoose(selected);
            }}
          >
            <fieldset className="flex flex-col gap-3">
              <legend className="mb-2 font-semibold text-foreground">{t("dilemmas.question")}</legend>
              {text.options.map((option, index) => (
                <label
                  key={option.label}
                  className={cn(
                    "flex cursor-pointer items-start gap-3 rounded-xl border p-4 text-foreground has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent",
                    selected === index ? "border-accent bg-accent-soft" : "border-border hover:border-accent",
                  )}
                >
                  <input
                    type="radio"
                    name={`dilemma-${dilemma.id}`}
                    checked={selected === index}
                    onChange={() => setSelected(index)}
                    className="mt-1 accent-[var(--color-accent)]"
                  />
                  <span>{option.label}</span>
                </label>
              ))}
            </fieldset>
            <div>
              <Button type="submit" disabled={selected === null}>
                {t("dilemmas.decide")}
              </Button>
            </div>
          </form>
        ) : (
          <div className="flex flex-col gap-4">
            <h3 ref={outcomeRef} tabIndex={-1} className="text-lg font-semibold text-foreground focus:outline-none">
              {t("dilemmas.considerations")}
            </h3>
            <ul className="flex flex-col gap-3">
              {text.options.map((option, index) => (
                <li
                  key={option.label}
                  className={cn(
                    "rounded-xl border p-4",
                    index === chosen ? "border-accent bg-accent-soft" : "border-border",
                  )}
                >
                  <p className="font-semibold text-foreground">
                    {index === chosen && <span className="mr-2 text-accent">{t("dilemmas.yourChoice")}:</span>}
                    {option.label}
                  </p>
                  <p className="mt-1 text-muted">{option.consideration}</p>
                </li>
              ))}
            </ul>
            <aside className="flex gap-3 rounded-xl border border-border bg-surface-muted p-4">
              <Scale className="mt-0.5 h-5 w-5 shrink-0 text-accent" aria-hidden="true" />
              <div>
                <p className="font-semibold text-foreground">
                  {t("dilemmas.principle")} · {t(`dilemmas.sources.${dilemma.source}`)}
                </p>
                <p className="mt-1 text-muted">{text.principle}</p>
              </div>
            </aside>
            <div>
              <Button onClick={onNext}>{isLast ? t("dilemmas.seeProfile") : t("dilemmas.next")}</Button>
            </div>
          </div>
        )}
      </article>
    </div>
  );
}
