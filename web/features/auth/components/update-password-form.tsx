import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { useNavigate } from "../../../lib/router";
import { toast } from "../../../ui/toast";
import { Save } from "lucide-react";
import { Button } from "../../../ui/button";
import { loadAuthClient } from "../load-auth-client";
import { useAuth } from "../../../lib/auth-context";
import { isRecoverySession } from "../session-method";
import { describeAuthError } from "../auth-error-text";
import { hasErrors, validateNewPassword, type FieldErrors } from "../validate-auth";
import { PasswordField } from "./password-field";

interface UpdatePasswordFormProps {
  /**
   * The reset link's one-time token (GoTrue's `token_hash`): redeemed on submit, in whatever
   * browser the link was opened, before the password is set.
   */
  recoveryTokenHash?: string;
  /** The link's token was refused (used, expired or unknown). */
  onLinkRefused?: () => void;
  /**
   * Puts the caret in the first field: on the reset page, the form is the page. Not on /cuenta,
   * where it would scroll the page down and open a phone's keyboard.
   */
  focusFirstField?: boolean;
}

/**
 * New + confirm; on success the user goes home (docs/product.md, "Sign-up, sign-in and codes"). A session
 * that did not come from a reset link also gives the current password (the server asks for it).
 */
export function UpdatePasswordForm({
  recoveryTokenHash,
  onLinkRefused,
  focusFirstField = false,
}: UpdatePasswordFormProps = {}) {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const { session } = useAuth();
  /** Set once the link's token became this browser's recovery session. */
  const [isLinkRedeemed, setIsLinkRedeemed] = useState(false);
  const isLinkPending = Boolean(recoveryTokenHash) && !isLinkRedeemed;
  const needsCurrent = !recoveryTokenHash && session !== null && !isRecoverySession(session.access_token);
  const [currentPassword, setCurrentPassword] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<FieldErrors<"current" | "password" | "confirm">>({});
  const [isPending, setIsPending] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...validateNewPassword({ password, confirm }),
      ...(needsCurrent && !currentPassword && { current: "passwordRequired" as const }),
    };
    setErrors(found);
    if (hasErrors(found)) return;
    setIsPending(true);
    try {
      if (isLinkPending && recoveryTokenHash && !(await redeemLink(recoveryTokenHash))) return;
      // auth-js sends the attributes as they are; current_password is GoTrue's field for it.
      const attributes = needsCurrent ? { password, current_password: currentPassword } : { password };
      const { error } = await (await loadAuthClient()).updateUser(attributes);
      if (error) {
        toast.error(t("resetPassword.errorTitle"), { description: describeAuthError(error, t) });
        return;
      }
      toast.success(t("resetPassword.successTitle"));
      void navigate("/", { replace: true });
    } catch (error) {
      toast.error(t("resetPassword.errorTitle"), { description: describeAuthError(error, t) });
    } finally {
      setIsPending(false);
    }
  };

  /** The token is spent here: the address loses it, and a failed password step keeps the session. */
  const redeemLink = async (tokenHash: string): Promise<boolean> => {
    const { error } = await (await loadAuthClient()).verifyOtp({ token_hash: tokenHash, type: "recovery" });
    if (error) {
      toast.error(t("resetPassword.invalidTitle"), { description: t("resetPassword.invalidText") });
      onLinkRefused?.();
      return false;
    }
    setIsLinkRedeemed(true);
    window.history.replaceState(window.history.state, "", window.location.pathname);
    return true;
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="space-y-4">
      {needsCurrent && (
        <PasswordField
          id="current-password"
          label={t("fields.currentPassword")}
          autoComplete="current-password"
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
          error={errors.current && t(`validation.${errors.current}`)}
          autoFocus={focusFirstField}
        />
      )}
      <PasswordField
        id="new-password"
        label={t("fields.newPassword")}
        autoComplete="new-password"
        hint={t("fields.passwordHint")}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password && t(`validation.${errors.password}`)}
        autoFocus={focusFirstField && !needsCurrent}
      />
      <PasswordField
        id="confirm-password"
        label={t("fields.confirmPassword")}
        autoComplete="new-password"
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
        error={errors.confirm && t(`validation.${errors.confirm}`)}
      />
      <Button type="submit" className="w-full" disabled={isPending}>
        <Save className="h-4 w-4" aria-hidden="true" />
        {isPending ? t("resetPassword.submitting") : t("resetPassword.submit")}
      </Button>
    </form>
  );
}
