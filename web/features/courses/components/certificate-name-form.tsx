import { useState } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { Button } from "../../../ui/button";
import { TextField } from "../../../ui/text-field";

/** Asked once, at the first certificate: the name printed on every certificate of the account. */
export function CertificateNameForm({
  invalid,
  pending,
  onSubmit,
}: {
  invalid: boolean;
  pending: boolean;
  onSubmit: (name: string) => void;
}) {
  const { t } = useTranslation("courses");
  const [name, setName] = useState("");
  return (
    <form
      className="mt-4 rounded-xl border border-emerald-200 bg-white p-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (name.trim()) onSubmit(name.trim());
      }}
    >
      <TextField
        id="certificate-name"
        label={t("certificateName.label")}
        hint={t("certificateName.hint")}
        error={invalid ? t("certificateName.invalid") : undefined}
        value={name}
        maxLength={80}
        autoComplete="name"
        required
        onChange={(event) => setName(event.target.value)}
      />
      <Button type="submit" className="mt-3" disabled={pending || name.trim().length < 2}>
        {t("certificateName.submit")}
      </Button>
    </form>
  );
}
