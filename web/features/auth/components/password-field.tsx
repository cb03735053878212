import { useState, type InputHTMLAttributes } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { Eye, EyeOff } from "lucide-react";
import { TextField } from "../../../ui/text-field";

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type"> {
  id: string;
  label: string;
  error?: string;
  hint?: string;
}

/** A password input with a button that shows what was typed. */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation("auth");
  const [isVisible, setIsVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={isVisible ? "text" : "password"}
      trailing={
        <button
          type="button"
          onClick={() => setIsVisible((visible) => !visible)}
          aria-label={isVisible ? t("fields.hidePassword") : t("fields.showPassword")}
          aria-pressed={isVisible}
          aria-controls={props.id}
          className="cursor-pointer rounded-md p-2 text-muted hover:text-foreground"
        >
          {isVisible ? (
            <EyeOff className="h-4 w-4" aria-hidden="true" />
          ) : (
            <Eye className="h-4 w-4" aria-hidden="true" />
          )}
        </button>
      }
    />
  );
}
