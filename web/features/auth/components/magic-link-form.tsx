import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../../ui/toast";
import { ArrowLeft, Mail } from "lucide-react";
import { Button } from "../../../ui/button";
import { getAuthClient } from "../auth-client";
import { describeAuthError } from "../auth-error-text";
import { hasErrors, validateEmail, type FieldErrors } from "../validate-auth";
import { EmailField } from "./email-field";

interface MagicLinkFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onBack: () => void;
}

/**
 * Sign-in by an e-mailed link (POST /api/auth/otp). Only existing accounts get one: accounts
 * are made by the sign-up tab, with a password. The answer is the same for any address.
 */
export function MagicLinkForm({ email, onEmailChange, onBack }: MagicLinkFormProps) {
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
      const { error } = await getAuthClient().signInWithOtp({
        email: email.trim(),
        options: { shouldCreateUser: false, emailRedirectTo: `${window.location.origin}/login` },
      });
      if (error) {
        toast.error(t("magicLink.errorTitle"), { description: describeAuthError(error, t) });
        return;
      }
      toast.success(t("magicLink.successTitle"), { description: t("magicLink.successText") });
      onBack();
    } catch (error) {
      toast.error(t("magicLink.errorTitle"), { description: describeAuthError(error, t) });
    } finally {
      setIsPending(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="space-y-4" aria-labelledby="magic-link-title">
      <div>
        <h2 id="magic-link-title" className="text-lg font-semibold text-foreground">
          {t("magicLink.title")}
        </h2>
        <p className="mt-1 text-sm text-muted">{t("magicLink.text")}</p>
      </div>
      <EmailField id="magic-link-email" value={email} onValueChange={onEmailChange} errorKey={errors.email} autoFocus />
      <Button type="submit" className="w-full" disabled={isPending}>
        <Mail className="h-4 w-4" aria-hidden="true" />
        {isPending ? t("magicLink.submitting") : t("magicLink.submit")}
      </Button>
      <Button type="button" variant="ghost" className="w-full" onClick={onBack}>
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {t("magicLink.back")}
      </Button>
    </form>
  );
}
