import { useState } from "react";
import { useNavigate } from "../../../lib/router";
import { useTranslation } from "../../../lib/translation/use-translation";
import { toast } from "../../../ui/toast";
import { LogOut } from "lucide-react";
import { Button } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { useAuth } from "../../../lib/auth-context";

export function SignOutCard() {
  const { t } = useTranslation("auth");
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [isPending, setIsPending] = useState(false);

  const handleSignOut = async () => {
    setIsPending(true);
    try {
      await signOut();
      toast.success(t("account.signedOut"));
      void navigate("/", { replace: true });
    } finally {
      setIsPending(false);
    }
  };

  return (
    <Card className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h2 className="text-lg font-semibold">{t("account.sessionTitle")}</h2>
        <p className="mt-1 text-sm text-muted">{t("account.sessionText")}</p>
      </div>
      <Button variant="secondary" disabled={isPending} onClick={() => void handleSignOut()} className="shrink-0">
        <LogOut className="h-4 w-4" aria-hidden="true" />
        {t("account.signOut")}
      </Button>
    </Card>
  );
}
