import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Button } from "../ui/button";

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="text-6xl font-extrabold text-accent">{t("notFound.code")}</p>
      <h1 className="text-2xl font-bold">{t("notFound.title")}</h1>
      <p className="text-muted">{t("notFound.text")}</p>
      <Button asChild>
        <Link to="/">{t("notFound.home")}</Link>
      </Button>
    </section>
  );
}
