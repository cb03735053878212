import { useTranslation } from "../../../lib/translation/use-translation";
import { TextField } from "../../../ui/text-field";
import { normalizeCode, type ValidationKey } from "../validate-auth";

interface CodeFieldProps {
  id: string;
  value: string;
  onValueChange: (code: string) => void;
  errorKey?: ValidationKey;
}

/** An access-code input; what is typed is upper-cased as it arrives. */
export function CodeField({ id, value, onValueChange, errorKey }: CodeFieldProps) {
  const { t } = useTranslation("auth");
  return (
    <TextField
      id={id}
      label={t("fields.code")}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      placeholder={t("fields.codePlaceholder")}
      className="[&_input]:font-mono [&_input]:tracking-widest"
      value={value}
      onChange={(event) => onValueChange(normalizeCode(event.target.value))}
      error={errorKey && t(`validation.${errorKey}`)}
    />
  );
}
