import { loadAuthClient } from "../load-auth-client";
import { EmailLinkForm, type EmailLinkFormProps } from "./email-link-form";

/**
 * Sign-in by an e-mailed link (POST /api/auth/otp). Only existing accounts get one: accounts
 * are made by the sign-up tab, with a password. The answer is the same for any address.
 */
export function MagicLinkForm(props: EmailLinkFormProps) {
  return (
    <EmailLinkForm
      {...props}
      texts="magicLink"
      idPrefix="magic-link"
      sendLink={async (email) =>
        (await loadAuthClient()).signInWithOtp({
          email,
          options: { shouldCreateUser: false, emailRedirectTo: `${window.location.origin}/login` },
        })
      }
    />
  );
}
