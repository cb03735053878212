import { SOCIAL_NETWORKS, type TContactDetails, type TSocialNetwork } from "../../contracts/contact";
import type { Config } from "../core/config";

const SOCIAL_SETTINGS: Record<TSocialNetwork, "SOCIAL_LINKEDIN_URL" | "SOCIAL_X_URL" | "SOCIAL_YOUTUBE_URL"> = {
  linkedin: "SOCIAL_LINKEDIN_URL",
  x: "SOCIAL_X_URL",
  youtube: "SOCIAL_YOUTUBE_URL",
};

/**
 * The public contact details: the address that receives the form's copies (CONTACT_EMAIL, else
 * ADMIN_EMAIL, as sendStaffCopy does) and each configured profile; an unset one is left out.
 */
export function findContactDetails(config: Config): TContactDetails {
  const socialLinks = SOCIAL_NETWORKS.flatMap((network) => {
    const url = config[SOCIAL_SETTINGS[network]];
    return url ? [{ network, url }] : [];
  });
  return { email: findContactAddress(config) ?? null, socialLinks };
}

export function findContactAddress(config: Config): string | undefined {
  return config.CONTACT_EMAIL ?? config.ADMIN_EMAIL;
}
