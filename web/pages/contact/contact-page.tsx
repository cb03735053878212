import { useTranslation } from "../../lib/translation/use-translation";
import { Clock, Mail, MessageSquareReply } from "lucide-react";
import { ContactForm } from "../../features/contact/components/contact-form";
import { Card } from "../../ui/card";
import { PageHeader } from "../../ui/page-header";

export function ContactPage() {
  const { t } = useTranslation("contact");
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <PageHeader title={t("title")} description={t("subtitle")} />
      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        <Card>
          <h2 className="mb-6 text-lg font-semibold">{t("form.title")}</h2>
          <ContactForm />
        </Card>
        <aside className="space-y-4">
          <InfoCard icon={<Clock className="h-5 w-5" aria-hidden="true" />} title={t("hoursTitle")} text={t("hours")} />
          <InfoCard icon={<MessageSquareReply className="h-5 w-5" aria-hidden="true" />} title={t("replyTime")} />
          <InfoCard
            icon={<Mail className="h-5 w-5" aria-hidden="true" />}
            title={t("emailTitle")}
            text="hola@plataforma-ia.es"
          />
        </aside>
      </div>
    </div>
  );
}

function InfoCard({ icon, title, text }: { icon: React.ReactNode; title: string; text?: string }) {
  return (
    <Card className="flex gap-4 p-5">
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent">
        {icon}
      </span>
      <div>
        <p className="font-medium">{title}</p>
        {text && <p className="mt-1 text-sm text-muted">{text}</p>}
      </div>
    </Card>
  );
}
