import { useEffect, useRef } from "react";
import { useTranslation } from "../../../../lib/translation/use-translation";
import { Button } from "../../../../ui/button";
import { ResultActions } from "../../../../lib/premium-apps/result-actions";
import { DILEMMAS, type DilemmaContent } from "../../../../../i18n/content/dilemmas/scenarios";
import { buildProfile, type DilemmaChoices } from "../dilemma-profile";

export function DilemmaProfileView({
  choices,
  content,
  onRestart,
}: {
  choices: DilemmaChoices;
  content: DilemmaContent;
  onRestart: () => void;
}) {
  const { t } = useTranslation("training");
  const { t: tPages } = useTranslation("pages");
  const profile = buildProfile(choices);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  const leading = profile.leading.map((value) => t(`dilemmas.values.${value}`)).join(", ");
  const decisions = DILEMMAS.flatMap((dilemma) => {
    const chosen = choices[dilemma.id];
    const option = chosen === undefined ? undefined : content[dilemma.id].options[chosen];
    return option ? [{ id: dilemma.id, title: content[dilemma.id].title, label: option.label }] : [];
  });

  const toMarkdown = () =>
    [
      `# ${tPages("premiumApps.dilemmas")} — ${t("dilemmas.profileTitle")}`,
      t("dilemmas.profileIntro", { count: profile.answered }),
      profile.values
        .map(
          (item) =>
            `- ${t(`dilemmas.values.${item.value}`)}: ${item.percent} % (${t("dilemmas.valueCount", { count: item.count })})`,
        )
        .join("\n"),
      leading ? t("dilemmas.leading", { values: leading }) : "",
      `## ${t("dilemmas.choicesTitle")}`,
      decisions.map((decision) => `- **${decision.title}**: ${decision.label}`).join("\n"),
    ]
      .filter(Boolean)
      .join("\n\n");

  return (
    <div className="flex flex-col gap-6">
      <section className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-6">
        <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-foreground focus:outline-none">
          {t("dilemmas.profileTitle")}
        </h2>
        <p className="text-muted">{t("dilemmas.profileIntro", { count: profile.answered })}</p>
        <ul className="flex flex-col gap-3">
          {profile.values.map((item) => (
            <li key={item.value} className="flex flex-col gap-1">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-semibold text-foreground">{t(`dilemmas.values.${item.value}`)}</span>
                <span className="text-sm text-muted">
                  {item.percent} % · {t("dilemmas.valueCount", { count: item.count })}
                </span>
              </div>
              <div className="h-3 w-full overflow-hidden rounded-full bg-surface-muted" aria-hidden="true">
                <div className="h-full rounded-full bg-accent" style={{ width: `${item.percent}%` }} />
              </div>
            </li>
          ))}
        </ul>
        {profile.leading.length > 0 && (
          <div className="rounded-xl bg-accent-soft p-4">
            <p className="font-semibold text-foreground">{t("dilemmas.leading", { values: leading })}</p>
            {profile.leading.map((value) => (
              <p key={value} className="mt-1 text-foreground">
                {t(`dilemmas.valueDescriptions.${value}`)}
              </p>
            ))}
          </div>
        )}
        <ResultActions getMarkdown={toMarkdown} fileName={t("dilemmas.fileName")} />
      </section>

      <section aria-labelledby="dilemma-choices" className="flex flex-col gap-3">
        <h2 id="dilemma-choices" className="text-xl font-semibold text-foreground">
          {t("dilemmas.choicesTitle")}
        </h2>
        <ol className="flex list-decimal flex-col gap-2 pl-6">
          {decisions.map((decision) => (
            <li key={decision.id} className="text-foreground">
              <span className="font-semibold">{decision.title}:</span>{" "}
              <span className="text-muted">{decision.label}</span>
            </li>
          ))}
        </ol>
      </section>

      <div data-print-hide>
        <Button variant="secondary" onClick={onRestart}>
          {t("dilemmas.restart")}
        </Button>
      </div>
    </div>
  );
}
