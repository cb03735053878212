import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { toast } from "../../../ui/toast";
import { Ticket } from "lucide-react";
import { Button } from "../../../ui/button";
import { activateCode } from "../api/activate-code";
import { useAuth } from "../../../lib/auth-context";
import { describeAuthError } from "../auth-error-text";
import { hasErrors, validateCode, type FieldErrors } from "../validate-auth";
import { CodeField } from "./code-field";

/** Redeems an activation code for the signed-in user (docs/product.md, "Texts that must stay exact"). */
export function ActivateCodeForm({ onActivated }: { onActivated: () => void }) {
  const { t, i18n } = useTranslation("auth");
  const { user, getAccessToken, refreshSubscription } = useAuth();
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<FieldErrors<"code">>({});
  const [isPending, setIsPending] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const accessToken = user ? await getAccessToken() : null;
    const found: FieldErrors<"code"> = accessToken ? validateCode(code) : { code: "signInToActivate" };
    setErrors(found);
    if (hasErrors(found) || !accessToken) return;
    setIsPending(true);
    try {
      const result = await activateCode(accessToken, code);
      const tier = t(`tiers.${result.tier}`, { ns: "common" });
      const description = result.tier_expires_at
        ? t("activateCode.successUntil", {
            tier,
            date: new Date(result.tier_expires_at).toLocaleDateString(i18n.language),
          })
        : t("activateCode.successText", { tier });
      toast.success(t("activateCode.successTitle"), { description });
      setCode("");
      await refreshSubscription();
      onActivated();
    } catch (error) {
      toast.error(t("activateCode.errorTitle"), { description: describeAuthError(error, t) });
    } finally {
      setIsPending(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="space-y-4">
      <CodeField id="activation-code" value={code} onValueChange={setCode} errorKey={errors.code} />
      <Button type="submit" className="w-full" disabled={isPending}>
        <Ticket className="h-4 w-4" aria-hidden="true" />
        {isPending ? t("activateCode.submitting") : t("activateCode.submit")}
      </Button>
    </form>
  );
}
