import { PUBLIC_PATHS } from "../../../contracts/routes";
import { Link } from "../router";
import { useTranslation } from "../translation/use-translation";
import { Button } from "../../ui/button";
import { Callout } from "../../ui/callout";
import type { AreaAccess } from "./use-area-access";

interface PlansCalloutProps {
  access: AreaAccess;
  /** The catalogue's prefix for the boxes' heading ids (`<id>-visitor`, `<id>-locked`). */
  id: string;
  headingLevel?: "h2" | "h3";
  visitor: { title: string; text: string };
  locked: { title: string; text: string };
}

/**
 * Under a premium catalogue, the way to the apps: a visitor is asked to sign up or see the plans,
 * a member whose plan lacks them is shown the plans; nothing while unknown or open.
 */
export function PlansCallout({ access, id, headingLevel, visitor, locked }: PlansCalloutProps) {
  const { t } = useTranslation();
  if (access === "visitor")
    return (
      <Callout id={`${id}-visitor`} headingLevel={headingLevel} title={visitor.title} text={visitor.text}>
        <Button asChild>
          <Link to={PUBLIC_PATHS.login}>{t("appCatalogue.signUp")}</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to={PUBLIC_PATHS.subscriptions}>{t("appCatalogue.seePlans")}</Link>
        </Button>
      </Callout>
    );
  if (access === "locked")
    return (
      <Callout id={`${id}-locked`} headingLevel={headingLevel} title={locked.title} text={locked.text}>
        <Button asChild>
          <Link to={PUBLIC_PATHS.subscriptions}>{t("appCatalogue.seePlans")}</Link>
        </Button>
      </Callout>
    );
  return null;
}
