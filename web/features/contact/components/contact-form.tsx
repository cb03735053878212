import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { toast } from "../../../ui/toast";
import { Send } from "lucide-react";
import {
  CONTACT_COMPANY_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  CONTACT_SUBJECT_MAX,
  INQUIRY_TYPES,
  type TInquiryType,
} from "../../../../contracts/contact-limits";
import type { TContactRequest } from "../../../../contracts/contact";
import { ApiError, apiFetch } from "../../../lib/api";
import { useAuth } from "../../../lib/auth-context";
import { Button } from "../../../ui/button";
import { FieldError, Input, Label, Select, Textarea } from "../../../ui/form-controls";
import { errorsFromServer, validateContact, type ContactErrors, type ContactFields } from "./validate-contact";

const EMPTY: ContactFields = { name: "", email: "", company: "", inquiryType: "sales", subject: "", message: "" };

/** `/contacto?tipo=sales` preselects the inquiry type (the plans page links here for enterprise). */
function readPreselectedInquiry(): ContactFields {
  const type = new URLSearchParams(typeof window === "undefined" ? "" : window.location.search).get("tipo");
  const isKnown = (INQUIRY_TYPES as readonly string[]).includes(type ?? "");
  return isKnown && type ? { ...EMPTY, inquiryType: type } : EMPTY;
}

export function ContactForm() {
  const { t, i18n } = useTranslation("contact");
  const { user, getAccessToken } = useAuth();
  const [fields, setFields] = useState<ContactFields>(readPreselectedInquiry);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [isSending, setIsSending] = useState(false);
  const [website, setWebsite] = useState("");

  const update = (name: keyof ContactFields, value: string) => setFields((current) => ({ ...current, [name]: value }));

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateContact(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setIsSending(true);
    try {
      const request: TContactRequest = {
        ...fields,
        inquiryType: fields.inquiryType as TInquiryType,
        company: fields.company.trim() || undefined,
        language: (i18n.resolvedLanguage ?? "es") as TContactRequest["language"],
        website,
      };
      // Signed in, the token lets the server mark the message for priority support (enterprise).
      const accessToken = user ? await getAccessToken() : null;
      await apiFetch("/api/contact", { method: "POST", body: request, accessToken });
      toast.success(t("success.title"), { description: t("success.text") });
      // The next message is most likely of the same kind (`?tipo=` or the one picked).
      setFields({ ...EMPTY, inquiryType: request.inquiryType });
    } catch (error) {
      const serverErrors =
        error instanceof ApiError && error.code === "validation_failed" ? errorsFromServer(error.details, fields) : {};
      setErrors(serverErrors);
      const isRateLimited = error instanceof ApiError && error.code === "rate_limited";
      toast.error(t("failure.title"), {
        description: isRateLimited ? t("errors.rate_limited", { ns: "common" }) : t("failure.text"),
      });
    } finally {
      setIsSending(false);
    }
  };

  const fieldProps = (name: keyof ContactFields) => ({
    id: `contact-${name}`,
    name,
    value: fields[name],
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `contact-${name}-error` : undefined,
    onChange: (event: { target: { value: string } }) => update(name, event.target.value),
  });

  const errorFor = (name: keyof ContactFields) => {
    const key = errors[name];
    return <FieldError id={`contact-${name}-error`} message={key ? t(`validation.${key}`) : undefined} />;
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <Label htmlFor="contact-name">{t("form.name")}</Label>
          <Input
            {...fieldProps("name")}
            autoComplete="name"
            maxLength={CONTACT_NAME_MAX}
            placeholder={t("form.placeholderName")}
          />
          {errorFor("name")}
        </div>
        <div>
          <Label htmlFor="contact-email">{t("form.email")}</Label>
          <Input {...fieldProps("email")} type="email" autoComplete="email" placeholder={t("form.placeholderEmail")} />
          {errorFor("email")}
        </div>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <Label htmlFor="contact-company">{t("form.company")}</Label>
          <Input
            {...fieldProps("company")}
            autoComplete="organization"
            maxLength={CONTACT_COMPANY_MAX}
            placeholder={t("form.placeholderCompany")}
          />
          {errorFor("company")}
        </div>
        <div>
          <Label htmlFor="contact-inquiryType">{t("form.inquiryType")}</Label>
          <Select {...fieldProps("inquiryType")}>
            {INQUIRY_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`inquiryTypes.${type}`)}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {/* Honeypot: hidden from people and assistive technology; bots fill it and are dropped. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Website</label>
        <input
          id="contact-website"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={website}
          onChange={(event) => setWebsite(event.target.value)}
        />
      </div>
      <div>
        <Label htmlFor="contact-subject">{t("form.subject")}</Label>
        <Input {...fieldProps("subject")} maxLength={CONTACT_SUBJECT_MAX} placeholder={t("form.placeholderSubject")} />
        {errorFor("subject")}
      </div>
      <div>
        <Label htmlFor="contact-message">{t("form.message")}</Label>
        <Textarea
          {...fieldProps("message")}
          rows={6}
          maxLength={CONTACT_MESSAGE_MAX}
          placeholder={t("form.placeholderMessage")}
        />
        <div className="flex justify-between">
          {errorFor("message")}
          <span className="ml-auto mt-1 text-xs text-muted">
            {fields.message.length}/{CONTACT_MESSAGE_MAX}
          </span>
        </div>
      </div>
      <Button type="submit" size="lg" disabled={isSending} className="w-full sm:w-auto">
        <Send className="h-4 w-4" aria-hidden="true" />
        {isSending ? t("form.sending") : t("form.submit")}
      </Button>
      <p className="sr-only" aria-live="polite">
        {isSending ? t("form.sending") : ""}
      </p>
    </form>
  );
}
