import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { toast } from "../../../ui/toast";
import { ArrowLeft, Mail } from "lucide-react";
import { Button } from "../../../ui/button";
import { describeAuthError } from "../auth-error-text";
import { prefetchAuthClient } from "../load-auth-client";
import { hasErrors, validateEmail, type FieldErrors } from "../validate-auth";
import { EmailField } from "./email-field";

export interface EmailLinkFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onBack: () => void;
}

interface Props extends EmailLinkFormProps {
  /** The form's texts: a section of the auth namespace with the same keys for both links. */
  texts: "magicLink" | "forgotPassword";
  /** Prefix of the form's element ids. */
  idPrefix: string;
  /** Asks the auth server to e-mail the link to the (trimmed) address. */
  sendLink: (email: string) => Promise<{ error: unknown }>;
}

/** An e-mail-only form that sends a link, says so in a toast and goes back to the sign-in form. */
export function EmailLinkForm({ email, onEmailChange, onBack, texts, idPrefix, sendLink }: Props) {
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
      const { error } = await sendLink(email.trim());
      if (error) {
        toast.error(t(`${texts}.errorTitle`), { description: describeAuthError(error, t) });
        return;
      }
      toast.success(t(`${texts}.successTitle`), { description: t(`${texts}.successText`) });
      onBack();
    } catch (error) {
      toast.error(t(`${texts}.errorTitle`), { description: describeAuthError(error, t) });
    } finally {
      setIsPending(false);
    }
  };

  return (
    <form
      noValidate
      onFocus={prefetchAuthClient}
      onSubmit={(event) => void handleSubmit(event)}
      className="space-y-4"
      aria-labelledby={`${idPrefix}-title`}
    >
      <div>
        <h2 id={`${idPrefix}-title`} className="text-lg font-semibold text-foreground">
          {t(`${texts}.title`)}
        </h2>
        <p className="mt-1 text-sm text-muted">{t(`${texts}.text`)}</p>
      </div>
      <EmailField
        id={`${idPrefix}-email`}
        value={email}
        onValueChange={onEmailChange}
        errorKey={errors.email}
        autoFocus
      />
      <Button type="submit" className="w-full" disabled={isPending}>
        <Mail className="h-4 w-4" aria-hidden="true" />
        {isPending ? t(`${texts}.submitting`) : t(`${texts}.submit`)}
      </Button>
      <Button type="button" variant="ghost" className="w-full" onClick={onBack}>
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {t(`${texts}.back`)}
      </Button>
    </form>
  );
}
