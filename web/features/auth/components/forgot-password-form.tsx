import { loadAuthClient } from "../load-auth-client";
import { EmailLinkForm, type EmailLinkFormProps } from "./email-link-form";

/** Sends the reset e-mail; its link returns to /reset-password on this origin. */
export function ForgotPasswordForm(props: EmailLinkFormProps) {
  return (
    <EmailLinkForm
      {...props}
      texts="forgotPassword"
      idPrefix="forgot-password"
      sendLink={async (email) =>
        (await loadAuthClient()).resetPasswordForEmail(email, {
          redirectTo: `${window.location.origin}/reset-password`,
        })
      }
    />
  );
}
