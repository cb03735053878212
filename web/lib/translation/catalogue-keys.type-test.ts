// Checked by `tsc`, never run: each line marked @ts-expect-error must stay an error, so a key
// type that lets a wrong key through fails the typecheck.
import type { TFunction } from "./t-function";

export function keysAreChecked(
  account: TFunction<"account">,
  several: TFunction<readonly ["blog", "home"]>,
  legal: TFunction<"legal">,
) {
  const title: string = account("profile.title");
  const plural: string = account("devices.signedOutOthers", { count: 2 });
  const fromCommon: string = account("errors.network", { ns: "common" });
  const prefixed: string = several("home:hero.title");
  const sections: readonly { title: string }[] = legal("terms.sections", { returnObjects: true });

  // @ts-expect-error a key that is not in the catalogue
  account("profile.titel");
  // @ts-expect-error a key of another namespace, without its prefix or `ns`
  account("errors.network");
  // @ts-expect-error an object is a string only with returnObjects
  account("profile");
  // @ts-expect-error a namespace the call does not list
  several("account:profile.title");
  return [title, plural, fromCommon, prefixed, sections];
}
