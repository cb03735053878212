import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../../ui/toast";
import { ArrowLeft, Mail } from "lucide-react";
import { Button } from "../../../ui/button";
import { getAuthClient } from "../auth-client";
import { describeAuthError } from "../auth-error-text";
import { hasErrors, validateEmail, type FieldErrors } from "../validate-auth";
import { EmailField } from "./email-field";

interface ForgotPasswordFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onBack: () => void;
}

/** Sends the reset e-mail; its link returns to /reset-password on this origin (spec section 7). */
export function ForgotPasswordForm({ email, onEmailChange, onBack }: ForgotPasswordFormProps) {
  const { t } = useTranslation("auth");
  const [errors, setErrors] = useState<FieldErrors<"email">>({});
  const [isPending, setIsPending] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateEmail(email);
    setErrors(found);
    if (hasErrors(found)) return;
    setIsPending(true);
    try {
      const { error } = await getAuthClient().resetPasswordForEmail(email.trim(), {
        redirectTo: `${window.location.origin}/reset-password`,
      });
      if (error) {
        toast.error(t("forgotPassword.errorTitle"), { description: describeAuthError(error, t) });
        return;
      }
      toast.success(t("forgotPassword.successTitle"), { description: t("forgotPassword.successText") });
      onBack();
    } catch (error) {
      toast.error(t("forgotPassword.errorTitle"), { description: describeAuthError(error, t) });
    } finally {
      setIsPending(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="space-y-4" aria-labelledby="forgot-password-title">
      <div>
        <h2 id="forgot-password-title" className="text-lg font-semibold text-foreground">
          {t("forgotPassword.title")}
        </h2>
        <p className="mt-1 text-sm text-muted">{t("forgotPassword.text")}</p>
      </div>
      <EmailField id="forgot-password-email" value={email} onValueChange={onEmailChange} errorKey={errors.email} autoFocus />
      <Button type="submit" className="w-full" disabled={isPending}>
        <Mail className="h-4 w-4" aria-hidden="true" />
        {isPending ? t("forgotPassword.submitting") : t("forgotPassword.submit")}
      </Button>
      <Button type="button" variant="ghost" className="w-full" onClick={onBack}>
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {t("forgotPassword.back")}
      </Button>
    </form>
  );
}
