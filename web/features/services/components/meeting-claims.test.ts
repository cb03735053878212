import { describe, expect, it } from "vitest";
import { ZMeetingMinutesDraft } from "../../../../contracts/meetings";
import { AI_SERVICE_SLUGS } from "../../../../contracts/ai-service-pages";
import es from "../../../../i18n/locales/es/services.json";
import ca from "../../../../i18n/locales/ca/services.json";
import en from "../../../../i18n/locales/en/services.json";

/** What the meeting tool does not produce (ZMeetingMinutesDraft), in each language's words. */
const UNBACKED = {
  es: /orden del día|asistentes|temas tratados|repartid/i,
  ca: /ordre del dia|assistents|temes tractats|repartit/i,
  en: /agenda|attendees|topics|sent to the right people/i,
};

describe("the meeting page", () => {
  it("promises only what the minutes hold: summary, decisions, tasks and the follow-up e-mail", () => {
    expect(Object.keys(ZMeetingMinutesDraft.shape).sort()).toEqual(
      ["actionItems", "decisions", "followUpEmail", "summary", "title"].sort(),
    );
    for (const [language, catalogue] of Object.entries({ es, ca, en })) {
      const texts = catalogue.items[AI_SERVICE_SLUGS.meeting as keyof typeof catalogue.items];
      expect(JSON.stringify(texts), language).not.toMatch(UNBACKED[language as keyof typeof UNBACKED]);
    }
  });
});
