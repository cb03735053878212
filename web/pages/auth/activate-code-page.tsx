import { useNavigate } from "../../lib/router";
import { useTranslation } from "../../lib/translation/use-translation";
import { Ticket } from "lucide-react";
import { ActivateCodeForm } from "../../features/auth/components/activate-code-form";
import { AuthCard } from "../../features/auth/components/auth-card";
import { useDocumentTitle } from "../../lib/use-document-title";

export function ActivateCodePage() {
  const { t } = useTranslation("auth");
  useDocumentTitle(t("activateCode.title"));
  const navigate = useNavigate();
  return (
    <AuthCard
      icon={<Ticket className="h-6 w-6" aria-hidden="true" />}
      title={t("activateCode.title")}
      subtitle={t("activateCode.subtitle")}
    >
      <ActivateCodeForm onActivated={() => void navigate("/cuenta")} />
    </AuthCard>
  );
}
