import type { ReactNode } from "react";
import { useTranslation } from "../../lib/translation/use-translation";
import { Clock, Mail, MessageSquareReply } from "lucide-react";
import { useContactDetails } from "../../features/contact/api/contact-details";
import { ContactForm } from "../../features/contact/components/contact-form";
import { Card } from "../../ui/card";
import { EmailAddress } from "../../ui/email-address";
import { PageHeader } from "../../ui/page-header";
import { useDocumentTitle } from "../../lib/use-document-title";

export function ContactPage() {
  const { t } = useTranslation("contact");
  useDocumentTitle(t("title"));
  const email = useContactDetails().data?.email;
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
          {email && (
            <InfoCard icon={<Mail className="h-5 w-5" aria-hidden="true" />} title={t("emailTitle")}>
              <a href={`mailto:${email}`} className="text-accent hover:underline">
                <EmailAddress address={email} />
              </a>
            </InfoCard>
          )}
        </aside>
      </div>
    </div>
  );
}

interface InfoCardProps {
  icon: ReactNode;
  title: string;
  text?: string;
  children?: ReactNode;
}

function InfoCard({ icon, title, text, children }: InfoCardProps) {
  return (
    <Card className="flex gap-4 p-5">
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="font-medium">{title}</p>
        {text && <p className="mt-1 text-sm text-muted">{text}</p>}
        {children && <p className="mt-1 text-sm">{children}</p>}
      </div>
    </Card>
  );
}
