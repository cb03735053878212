import { useTranslation } from "../../../lib/translation/use-translation";
import { toast } from "../../../ui/toast";
import type { TAccountProfile } from "../../../../contracts/account";
import { LanguageFlag } from "../../../ui/language-flag";
import { isLanguageCode, LANGUAGES, type LanguageCode } from "../../../lib/languages";
import { Card } from "../../../ui/card";
import { Label } from "../../../ui/form-controls";
import { OptionSelect } from "../../../ui/option-select";
import { apiErrorKey } from "../../../ui/api-error-text";
import { useUpdateAccount } from "../api/account-profile";

const CODES = LANGUAGES.map((language) => language.code);

/** The account's language: the interface switches to it and e-mails are written in it. */
export function LanguageCard({ profile }: { profile: TAccountProfile }) {
  const { t, i18n } = useTranslation("account");
  const update = useUpdateAccount();
  const handleChange = (language: LanguageCode) => {
    update.mutate(
      { language },
      {
        onSuccess: () => {
          void i18n.changeLanguage(language);
          toast.success(t("language.saved"));
        },
        onError: (error) => toast.error(t(apiErrorKey(error), { ns: "common" })),
      },
    );
  };
  return (
    <Card>
      <h2 className="text-lg font-semibold">{t("language.title")}</h2>
      <p className="mt-1 text-sm text-muted">{t("language.text")}</p>
      <Label htmlFor="account-language" className="mt-4 block">
        {t("language.label")}
      </Label>
      {/* The flag beside the list, drawn as SVG: an <option> can only hold text, and flag emoji are not drawn everywhere. */}
      <div className="mt-1 flex items-center gap-3">
        {isLanguageCode(profile.language) && (
          <LanguageFlag
            code={profile.language}
            label={t(`language.flags.${profile.language}`, { ns: "common" })}
            className="h-[18px] w-6"
          />
        )}
        <OptionSelect
          id="account-language"
          label={t("language.label")}
          className="sm:max-w-xs"
          value={profile.language}
          options={CODES}
          optionLabel={(code) => LANGUAGES.find((option) => option.code === code)?.name ?? code}
          onChange={handleChange}
        />
      </div>
    </Card>
  );
}
