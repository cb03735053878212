import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../ui/tabs";
import { AccessCodeForm } from "./access-code-form";
import { ForgotPasswordForm } from "./forgot-password-form";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

type LoginTab = "signIn" | "signUp" | "code";

function isLoginTab(value: string): value is LoginTab {
  return value === "signIn" || value === "signUp" || value === "code";
}

/** The three ways in of spec section 2; the sign-in tab toggles to the reset form and back. */
export function LoginTabs({ onBeforeCodeSession }: { onBeforeCodeSession: () => void }) {
  const { t } = useTranslation("auth");
  const [tab, setTab] = useState<LoginTab>("signIn");
  const [isResetting, setIsResetting] = useState(false);
  // One e-mail for every form, so switching tabs keeps what was typed.
  const [email, setEmail] = useState("");

  const openReset = () => {
    setTab("signIn");
    setIsResetting(true);
  };

  return (
    <Tabs value={tab} onValueChange={(value) => isLoginTab(value) && setTab(value)}>
      <TabsList aria-label={t("login.tabsLabel")}>
        <TabsTrigger value="signIn">
          {t("login.tabs.signIn")}
        </TabsTrigger>
        <TabsTrigger value="signUp">
          {t("login.tabs.signUp")}
        </TabsTrigger>
        <TabsTrigger value="code">
          {t("login.tabs.code")}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="signIn">
        {isResetting ? (
          <ForgotPasswordForm email={email} onEmailChange={setEmail} onBack={() => setIsResetting(false)} />
        ) : (
          <SignInForm email={email} onEmailChange={setEmail} onForgotPassword={() => setIsResetting(true)} />
        )}
      </TabsContent>
      <TabsContent value="signUp">
        <SignUpForm email={email} onEmailChange={setEmail} onAlreadyRegistered={openReset} />
      </TabsContent>
      <TabsContent value="code">
        <AccessCodeForm onBeforeSession={onBeforeCodeSession} />
      </TabsContent>
    </Tabs>
  );
}
