import { useState } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { toast } from "../../../ui/toast";
import { MailCheck } from "lucide-react";
import { Button } from "../../../ui/button";
import { loadAuthClient } from "../load-auth-client";
import { describeAuthError } from "../auth-error-text";

/** Offered after a sign-in refused with `email_not_confirmed`: a new confirmation link (POST /resend). */
export function ResendConfirmationButton({ email }: { email: string }) {
  const { t } = useTranslation("auth");
  const [isPending, setIsPending] = useState(false);

  const resend = async () => {
    setIsPending(true);
    try {
      const { error } = await (
        await loadAuthClient()
      ).resend({
        type: "signup",
        email,
        options: { emailRedirectTo: `${window.location.origin}/login` },
      });
      if (error) {
        toast.error(t("signIn.errorTitle"), { description: describeAuthError(error, t) });
        return;
      }
      toast.success(t("signIn.resendSuccessTitle"), { description: t("signIn.resendSuccessText") });
    } catch (error) {
      toast.error(t("signIn.errorTitle"), { description: describeAuthError(error, t) });
    } finally {
      setIsPending(false);
    }
  };

  return (
    <Button type="button" variant="secondary" className="w-full" disabled={isPending} onClick={() => void resend()}>
      <MailCheck className="h-4 w-4" aria-hidden="true" />
      {isPending ? t("signIn.resendSending") : t("signIn.resendConfirmation")}
    </Button>
  );
}
