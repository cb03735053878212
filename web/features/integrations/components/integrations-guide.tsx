import { getSiteOrigin } from "../../../lib/site-origin";
import { useTranslation } from "../../../lib/translation/use-translation";
import { CopyButton } from "./copy-button";

/** The three first steps an integrator takes, with this site's own address in every snippet. */
export function IntegrationsGuide() {
  const { t } = useTranslation("account");
  const origin = getSiteOrigin();
  const steps = [
    { key: "transcription", code: transcriptionSnippet(origin) },
    { key: "openai", code: openAiSnippet(origin) },
    { key: "verify", code: VERIFY_SNIPPET },
  ] as const;
  return (
    <section aria-labelledby="integrations-guide-title" className="mt-8 border-t border-border pt-6">
      <h3 id="integrations-guide-title" className="text-base font-semibold">
        {t("integrations.guide.title")}
      </h3>
      <ol className="mt-3 space-y-5">
        {steps.map(({ key, code }) => (
          <li key={key}>
            <h4 className="text-sm font-medium">{t(`integrations.guide.${key}.title`)}</h4>
            <p className="mt-1 text-sm text-muted">{t(`integrations.guide.${key}.text`)}</p>
            <pre className="mt-2 overflow-x-auto rounded-md bg-surface-muted p-3 text-xs leading-relaxed">
              <code>{code}</code>
            </pre>
            <div className="mt-2">
              <CopyButton
                text={code}
                label={t("integrations.guide.copy")}
                copied={t("integrations.guide.copied")}
                failed={t("integrations.guide.copyFailed")}
              />
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-5 text-sm">
        <a className="font-medium text-accent underline-offset-4 hover:underline" href="/api/docs">
          {t("integrations.guide.reference")}
        </a>
      </p>
    </section>
  );
}

function transcriptionSnippet(origin: string): string {
  return [
    `curl -X POST ${origin}/api/services/transcriptions \\`,
    `  -H "Authorization: Bearer $PLATAFORMA_API_KEY" \\`,
    `  -F "file=@reunion.mp3" -F "language=es"`,
    `# → 202 {"id":"…","status":"queued"}`,
    `curl ${origin}/api/services/jobs/<id> \\`,
    `  -H "Authorization: Bearer $PLATAFORMA_API_KEY"`,
  ].join("\n");
}

function openAiSnippet(origin: string): string {
  return [
    `import OpenAI from "openai";`,
    ``,
    `const client = new OpenAI({`,
    `  apiKey: process.env.PLATAFORMA_API_KEY,`,
    `  baseURL: "${origin}/api/v1",`,
    `});`,
    `const { data: models } = await client.models.list();`,
    `const answer = await client.chat.completions.create({`,
    `  model: models[0].id,`,
    `  messages: [{ role: "user", content: "Hola" }],`,
    `});`,
    `console.log(answer.choices[0].message.content);`,
  ].join("\n");
}

const VERIFY_SNIPPET = [
  `import { Webhook } from "standardwebhooks";`,
  ``,
  `const wh = new Webhook(process.env.PLATAFORMA_WEBHOOK_SECRET);`,
  `const event = wh.verify(body, {`,
  `  "webhook-id": headers["webhook-id"],`,
  `  "webhook-timestamp": headers["webhook-timestamp"],`,
  `  "webhook-signature": headers["webhook-signature"],`,
  `});`,
].join("\n");
