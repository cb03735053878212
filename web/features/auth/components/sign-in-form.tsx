import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { toast } from "../../../ui/toast";
import { LogIn } from "lucide-react";
import { Button } from "../../../ui/button";
import { loadAuthClient, prefetchAuthClient } from "../load-auth-client";
import { describeAuthError, readAuthError } from "../auth-error-text";
import { hasErrors, validateCredentials, type FieldErrors } from "../validate-auth";
import { EmailField } from "./email-field";
import { PasswordField } from "./password-field";
import { ResendConfirmationButton } from "./resend-confirmation-button";

interface SignInFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  /** Shows the forgot-password link that opens the reset form. */
  onForgotPassword?: () => void;
  /** Shows the option to get a sign-in link by e-mail instead. */
  onMagicLink?: () => void;
  idPrefix?: string;
}

/** E-mail and password; the page redirects once the session arrives. */
export function SignInForm({
  email,
  onEmailChange,
  onForgotPassword,
  onMagicLink,
  idPrefix = "sign-in",
}: SignInFormProps) {
  const { t } = useTranslation("auth");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors<"email" | "password">>({});
  const [isPending, setIsPending] = useState(false);
  /** The address a sign-in was refused for as unconfirmed: it may ask for a new link. */
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateCredentials({ email, password }, false);
    setErrors(found);
    if (hasErrors(found)) return;
    setIsPending(true);
    try {
      const { error } = await (await loadAuthClient()).signInWithPassword({ email: email.trim(), password });
      setUnconfirmedEmail(readAuthError(error).code === "email_not_confirmed" ? email.trim() : null);
      if (error) toast.error(t("signIn.errorTitle"), { description: describeAuthError(error, t) });
    } catch (error) {
      toast.error(t("signIn.errorTitle"), { description: describeAuthError(error, t) });
    } finally {
      setIsPending(false);
    }
  };

  return (
    <form noValidate onFocus={prefetchAuthClient} onSubmit={(event) => void handleSubmit(event)} className="space-y-4">
      <EmailField id={`${idPrefix}-email`} value={email} onValueChange={onEmailChange} errorKey={errors.email} />
      <PasswordField
        id={`${idPrefix}-password`}
        label={t("fields.password")}
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password && t(`validation.${errors.password}`)}
      />
      {onForgotPassword && (
        <div className="flex justify-end">
          <Button type="button" variant="link" size="sm" className="h-auto" onClick={onForgotPassword}>
            {t("signIn.forgotPassword")}
          </Button>
        </div>
      )}
      <Button type="submit" className="w-full" disabled={isPending}>
        <LogIn className="h-4 w-4" aria-hidden="true" />
        {isPending ? t("signIn.submitting") : t("signIn.submit")}
      </Button>
      {unconfirmedEmail && <ResendConfirmationButton email={unconfirmedEmail} />}
      {onMagicLink && (
        <Button type="button" variant="link" className="h-auto w-full" onClick={onMagicLink}>
          {t("signIn.magicLink")}
        </Button>
      )}
    </form>
  );
}
