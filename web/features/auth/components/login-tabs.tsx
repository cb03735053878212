import { useEffect, useState } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../ui/tabs";
import { AccessCodeForm } from "./access-code-form";
import { ForgotPasswordForm } from "./forgot-password-form";
import { MagicLinkForm } from "./magic-link-form";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";
import { SessionLimitNotice } from "./session-limit-notice";
import { clearSessionLimitRefusal, readSessionLimitRefusal, useSessionLimitRefusal } from "../session-limit-refusal";

type LoginTab = "signIn" | "signUp" | "code";

function isLoginTab(value: string): value is LoginTab {
  return value === "signIn" || value === "signUp" || value === "code";
}

/** The three ways in (docs/product.md, "Navigation and layout"); the sign-in tab toggles to the reset form and back. */
export function LoginTabs({ onBeforeCodeSession }: { onBeforeCodeSession: () => void }) {
  const { t } = useTranslation("auth");
  const [tab, setTab] = useState<LoginTab>("signIn");
  // A device refused by the session limit that chose the reset elsewhere lands on that form.
  const [resetAfterRefusal] = useState(() => readSessionLimitRefusal()?.isResetRequested ?? false);
  /** The sign-in tab shows the password form, the reset form or the sign-in-link form. */
  const [signInMode, setSignInMode] = useState<"password" | "reset" | "magicLink">(
    resetAfterRefusal ? "reset" : "password",
  );
  // One e-mail for every form, so switching tabs keeps what was typed.
  const [email, setEmail] = useState(() => (resetAfterRefusal ? (readSessionLimitRefusal()?.email ?? "") : ""));
  const refusal = useSessionLimitRefusal();
  useEffect(() => {
    if (resetAfterRefusal) clearSessionLimitRefusal();
  }, [resetAfterRefusal]);

  const openReset = () => {
    setTab("signIn");
    setSignInMode("reset");
  };
  const openResetAfterRefusal = () => {
    if (refusal?.email) setEmail(refusal.email);
    clearSessionLimitRefusal();
    openReset();
  };

  return (
    <>
      {refusal && !refusal.isResetRequested && (
        <div className="mb-5">
          <SessionLimitNotice onReset={openResetAfterRefusal} />
        </div>
      )}
      <Tabs value={tab} onValueChange={(value) => isLoginTab(value) && setTab(value)}>
        <TabsList aria-label={t("login.tabsLabel")}>
          <TabsTrigger value="signIn">{t("login.tabs.signIn")}</TabsTrigger>
          <TabsTrigger value="signUp">{t("login.tabs.signUp")}</TabsTrigger>
          <TabsTrigger value="code">{t("login.tabs.code")}</TabsTrigger>
        </TabsList>
        <TabsContent value="signIn">
          {signInMode === "reset" && (
            <ForgotPasswordForm email={email} onEmailChange={setEmail} onBack={() => setSignInMode("password")} />
          )}
          {signInMode === "magicLink" && (
            <MagicLinkForm email={email} onEmailChange={setEmail} onBack={() => setSignInMode("password")} />
          )}
          {signInMode === "password" && (
            <SignInForm
              email={email}
              onEmailChange={setEmail}
              onForgotPassword={() => setSignInMode("reset")}
              onMagicLink={() => setSignInMode("magicLink")}
            />
          )}
        </TabsContent>
        <TabsContent value="signUp">
          <SignUpForm email={email} onEmailChange={setEmail} onAlreadyRegistered={openReset} />
        </TabsContent>
        <TabsContent value="code">
          <AccessCodeForm onBeforeSession={onBeforeCodeSession} />
        </TabsContent>
      </Tabs>
    </>
  );
}
