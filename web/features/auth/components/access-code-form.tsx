import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { toast } from "../../../ui/toast";
import { KeyRound } from "lucide-react";
import { Button } from "../../../ui/button";
import { quickAccessWithCode } from "../api/quick-access-with-code";
import { loadAuthClient, prefetchAuthClient } from "../load-auth-client";
import { describeAuthError, readAuthError } from "../auth-error-text";
import { hasErrors, validateCode, type FieldErrors } from "../validate-auth";
import { CodeField } from "./code-field";

interface AccessCodeFormProps {
  /** Called just before the session is set, so the page knows where to go next. */
  onBeforeSession: () => void;
}

/** Quick access with a code: the server answers a session for its account. */
export function AccessCodeForm({ onBeforeSession }: AccessCodeFormProps) {
  const { t } = useTranslation("auth");
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<FieldErrors<"code">>({});
  const [isPending, setIsPending] = useState(false);

  const fail = (description: string) => {
    toast.error(t("quickAccess.errorTitle"), { description });
    setCode("");
  };

  const redeem = async (typed: string) => {
    let response: Awaited<ReturnType<typeof quickAccessWithCode>>;
    try {
      response = await quickAccessWithCode(typed);
    } catch (error) {
      const { code: errorCode } = readAuthError(error);
      fail(errorCode === "network" ? t("quickAccess.noResponse") : describeAuthError(error, t));
      return;
    }
    if (!response) return fail(t("quickAccess.noResponse"));
    if (!response.session) return fail(t("quickAccess.noSession"));
    try {
      onBeforeSession();
      const { access_token, refresh_token } = response.session;
      const { error } = await (await loadAuthClient()).setSession({ access_token, refresh_token });
      if (error) throw error;
    } catch {
      fail(t("quickAccess.processingError"));
    }
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateCode(code);
    setErrors(found);
    if (hasErrors(found)) return;
    setIsPending(true);
    try {
      await redeem(code.trim());
    } finally {
      setIsPending(false);
    }
  };

  return (
    <form noValidate onFocus={prefetchAuthClient} onSubmit={(event) => void handleSubmit(event)} className="space-y-4">
      <p className="text-sm text-muted">{t("quickAccess.text")}</p>
      <CodeField id="quick-access-code" value={code} onValueChange={setCode} errorKey={errors.code} />
      <Button type="submit" className="w-full" disabled={isPending}>
        <KeyRound className="h-4 w-4" aria-hidden="true" />
        {isPending ? t("quickAccess.submitting") : t("quickAccess.submit")}
      </Button>
    </form>
  );
}
