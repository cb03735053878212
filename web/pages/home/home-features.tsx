import { useTranslation } from "react-i18next";
import { BookOpen, Bot, FolderOpen, LayoutGrid } from "lucide-react";
import { Card } from "../../ui/card";

const FEATURES = [
  { key: "assistants", icon: Bot },
  { key: "apps", icon: LayoutGrid },
  { key: "courses", icon: BookOpen },
  { key: "resources", icon: FolderOpen },
] as const;

export function HomeFeatures() {
  const { t } = useTranslation("home");
  return (
    <section className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h2 className="text-center text-2xl font-bold tracking-tight sm:text-3xl">{t("features.title")}</h2>
      <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map(({ key, icon: Icon }) => (
          <Card key={key}>
            <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-accent-soft text-accent">
              <Icon className="h-5 w-5" aria-hidden="true" />
            </span>
            <h3 className="mt-4 font-semibold">{t(`features.${key}.title`)}</h3>
            <p className="mt-2 text-sm text-muted">{t(`features.${key}.text`)}</p>
          </Card>
        ))}
      </div>
    </section>
  );
}
