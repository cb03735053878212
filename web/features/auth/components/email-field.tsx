import { useTranslation } from "../../../lib/translation/use-translation";
import { TextField } from "../../../ui/text-field";
import type { ValidationKey } from "../validate-auth";

interface EmailFieldProps {
  id: string;
  value: string;
  onValueChange: (email: string) => void;
  errorKey?: ValidationKey;
  autoFocus?: boolean;
}

/** The e-mail input of the sign-in, sign-up and forgot-password forms. */
export function EmailField({ id, value, onValueChange, errorKey, autoFocus }: EmailFieldProps) {
  const { t } = useTranslation("auth");
  return (
    <TextField
      id={id}
      label={t("fields.email")}
      type="email"
      autoComplete="email"
      placeholder={t("fields.emailPlaceholder")}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      error={errorKey && t(`validation.${errorKey}`)}
      autoFocus={autoFocus}
    />
  );
}
