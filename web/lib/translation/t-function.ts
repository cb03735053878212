import type { KeyFor, Namespace, Translated } from "./catalogues";

/**
 * i18next options our translator does not implement (translator.ts): naming one is a type
 * error, where i18next's own `TFunction` type let it through and the option did nothing.
 */
type UnsupportedOption =
  | "defaultValue"
  | "ordinal"
  | "context"
  | "replace"
  | "lng"
  | "lngs"
  | "fallbackLng"
  | "keySeparator"
  | "nsSeparator"
  | "returnDetails"
  | "joinArrays"
  | "postProcess"
  | "interpolation"
  | "skipInterpolation"
  | "keyPrefix"
  | "cacheInBuiltFormats";

/** What `t` reads from its options; every other name is the value of a `{{placeholder}}`. */
export type SupportedOptions = {
  /** The namespace to read; a `namespace:` prefix on the key does the same. */
  ns?: Namespace;
  /** Picks the plural form (`key_one`, `key_other`) and fills `{{count}}`. */
  count?: number;
  /** Returns the object or list found at the key instead of a string. */
  returnObjects?: boolean;
} & { [option in UnsupportedOption]?: never } & { [variable: string]: unknown };

/**
 * The `t` that `useTranslation(namespaces)` returns: one key of those namespaces (typed from the
 * Spanish catalogues, catalogues.ts) and the options above; no key lists, no default
 * value, no context, no per-call language.
 */
export type TFunction<N extends Namespace = "common"> = <
  const Key extends KeyFor<N, Options>,
  const Options extends SupportedOptions = Record<never, never>,
>(
  key: Key,
  options?: Options,
) => Translated<N, Key, Options>;
