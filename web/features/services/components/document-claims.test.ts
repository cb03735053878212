import { describe, expect, it } from "vitest";
import { AI_SERVICE_SLUGS } from "../../../../contracts/ai-service-pages";
import es from "../../../../i18n/locales/es/services.json";
import ca from "../../../../i18n/locales/ca/services.json";
import en from "../../../../i18n/locales/en/services.json";

/** Only the AI provider's terms can promise this; the page says what the platform itself does. */
const PROVIDER_PROMISES = {
  es: /entrenar/i,
  ca: /entrenar/i,
  en: /train/i,
};

describe("the document processing page", () => {
  it("promises nothing about model training, and says the documents are private and deleted with the task", () => {
    for (const [language, catalogue] of Object.entries({ es, ca, en })) {
      const texts = JSON.stringify(catalogue.items[AI_SERVICE_SLUGS.document as keyof typeof catalogue.items]);
      expect(texts, language).not.toMatch(PROVIDER_PROMISES[language as keyof typeof PROVIDER_PROMISES]);
    }
    expect(es.items[AI_SERVICE_SLUGS.document as keyof typeof es.items].description).toContain(
      "al borrar la tarea se borran con ella",
    );
  });
});
