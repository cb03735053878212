import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { Link } from "../../../lib/router";
import { toast } from "../../../ui/toast";
import { MailCheck, UserPlus } from "lucide-react";
import { isLanguageCode } from "../../../lib/languages";
import { Button } from "../../../ui/button";
import { displayNameFromEmail, secureSignup } from "../api/secure-signup";
import { prepareCodeChallenge } from "../pkce-challenge";
import { describeAuthError, readAuthError } from "../auth-error-text";
import { hasErrors, validateCredentials, type FieldErrors } from "../validate-auth";
import { EmailField } from "./email-field";
import { PasswordField } from "./password-field";

interface SignUpFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  /** After a user_already_exists refusal the reset form opens. */
  onAlreadyRegistered: () => void;
}

/** A CORS refusal shows `auth.corsError`, whatever the answer's shape. */
function isCorsRefusal(code: string | undefined, message: string): boolean {
  return code === "cors_origin_not_allowed" || /cors|origin not allowed/i.test(message);
}

/** The unexpected failure (docs/product.md, "Texts that must stay exact"): no answer at all, a server failure, or something not an API error. */
function isUnexpectedFailure(code: string | undefined, status: number | undefined): boolean {
  if (code === undefined && status === undefined) return true;
  return code === "network" || status === 0 || (status !== undefined && status >= 500);
}

export function SignUpForm({ email, onEmailChange, onAlreadyRegistered }: SignUpFormProps) {
  const { t, i18n } = useTranslation("auth");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors<"email" | "password">>({});
  const [isPending, setIsPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const showRefusal = (error: unknown) => {
    const { code, message, status } = readAuthError(error);
    if (code === "user_already_exists") {
      toast.error(t("signUp.existsTitle"), { description: t("signUp.existsText") });
      onAlreadyRegistered();
    } else if (code === "pwned_password") {
      toast.error(t("signUp.pwnedTitle"), { description: t("signUp.pwnedText") });
    } else if (isCorsRefusal(code, message)) {
      toast.error(t("signUp.errorTitle"), { description: t("corsError") });
    } else if (isUnexpectedFailure(code, status)) {
      toast.error(t("signUp.errorTitle"), { description: t("signUp.unexpected") });
    } else {
      toast.error(t("signUp.errorTitle"), { description: describeAuthError(error, t) });
    }
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateCredentials({ email, password }, true);
    setErrors(found);
    if (hasErrors(found)) return;
    setIsPending(true);
    try {
      const language = i18n.resolvedLanguage ?? "es";
      await secureSignup({
        email: email.trim(),
        password,
        display_name: displayNameFromEmail(email),
        language: isLanguageCode(language) ? language : "es",
        redirect_to: `${window.location.origin}/login`,
        ...(await prepareCodeChallenge()),
      });
      toast.success(t("signUp.successTitle"), { description: t("signUp.successText") });
      setSentTo(email.trim());
      setPassword("");
    } catch (error) {
      showRefusal(error);
    } finally {
      setIsPending(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="space-y-4">
      {sentTo && (
        <p role="status" className="flex items-start gap-2 rounded-xl bg-accent-soft p-3 text-sm text-accent">
          <MailCheck className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <span>
            <strong className="block">{t("signUp.successTitle")}</strong>
            {t("signUp.successText")}
          </span>
        </p>
      )}
      <EmailField id="sign-up-email" value={email} onValueChange={onEmailChange} errorKey={errors.email} />
      <PasswordField
        id="sign-up-password"
        label={t("fields.password")}
        autoComplete="new-password"
        hint={t("fields.passwordHint")}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password && t(`validation.${errors.password}`)}
      />
      <Button type="submit" className="w-full" disabled={isPending}>
        <UserPlus className="h-4 w-4" aria-hidden="true" />
        {isPending ? t("signUp.submitting") : t("signUp.submit")}
      </Button>
      <p className="text-center text-xs text-muted">
        <Link to="/terminos" className="hover:text-foreground hover:underline">
          {t("signUp.terms")}
        </Link>
      </p>
    </form>
  );
}
