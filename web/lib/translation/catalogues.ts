import type adminBlog from "../../locales/es/admin-blog.json";
import type blog from "../../locales/es/blog.json";
import type common from "../../locales/es/common.json";
import type contact from "../../locales/es/contact.json";
import type home from "../../locales/es/home.json";
import type legal from "../../locales/es/legal.json";
import type pages from "../../locales/es/pages.json";
import type plans from "../../locales/es/plans.json";
import type auth from "../../locales/es/auth.json";
import type adminUsers from "../../locales/es/admin-users.json";
import type training from "../../locales/es/training.json";
import type assistants from "../../locales/es/assistants.json";
import type adminAssistants from "../../locales/es/admin-assistants.json";
import type billing from "../../locales/es/billing.json";
import type account from "../../locales/es/account.json";
import type adminDashboard from "../../locales/es/admin-dashboard.json";
import type software from "../../locales/es/software.json";
import type externalApps from "../../locales/es/external-apps.json";
import type services from "../../../i18n/locales/es/services.json";
import type courses from "../../locales/es/courses.json";
import type adminCourses from "../../locales/es/admin-courses.json";
import type aiApps from "../../locales/es/ai-apps.json";
import type resources from "../../locales/es/resources.json";
import type adminResources from "../../locales/es/admin-resources.json";
import type serviceJobs from "../../locales/es/service-jobs.json";

/**
 * The Spanish catalogues, the reference locale: every key `t` takes is checked against them, so
 * a wrong key fails `tsc`. Add a namespace here when you add its `web/locales/es/<namespace>.json`.
 */
export interface Catalogues {
  "admin-blog": typeof adminBlog;
  blog: typeof blog;
  common: typeof common;
  contact: typeof contact;
  home: typeof home;
  legal: typeof legal;
  pages: typeof pages;
  plans: typeof plans;
  auth: typeof auth;
  "admin-users": typeof adminUsers;
  training: typeof training;
  assistants: typeof assistants;
  courses: typeof courses;
  "admin-courses": typeof adminCourses;
  "admin-assistants": typeof adminAssistants;
  billing: typeof billing;
  account: typeof account;
  "admin-dashboard": typeof adminDashboard;
  software: typeof software;
  "external-apps": typeof externalApps;
  services: typeof services;
  "ai-apps": typeof aiApps;
  resources: typeof resources;
  "admin-resources": typeof adminResources;
  "service-jobs": typeof serviceJobs;
}

export type NamespaceName = keyof Catalogues;
/** What `useTranslation` takes: one namespace, or several (unprefixed keys read the first). */
export type Namespace = NamespaceName | readonly NamespaceName[];

type PluralSuffix = "zero" | "one" | "two" | "few" | "many" | "other";
/** A plural form is asked for by its base key (`items` with `count` reads `items_one`…). */
type Spoken<Key extends string> = Key extends `${infer Base}_${PluralSuffix}` ? Base | Key : Key;

/** The dotted paths to the strings of one catalogue. */
type TextPaths<Tree> = {
  [Key in keyof Tree & string]: Tree[Key] extends string
    ? Spoken<Key>
    : Tree[Key] extends readonly unknown[]
      ? never
      : `${Key}.${TextPaths<Tree[Key]>}`;
}[keyof Tree & string];

/** The dotted paths to the objects and lists of one catalogue (read with `returnObjects`). */
type ObjectPaths<Tree> = {
  [Key in keyof Tree & string]: Tree[Key] extends string
    ? never
    : Tree[Key] extends readonly unknown[]
      ? Key
      : Key | `${Key}.${ObjectPaths<Tree[Key]>}`;
}[keyof Tree & string];

/**
 * Each catalogue's paths, worked out once per namespace: this is why keys type-check in seconds.
 * (i18next's own key types re-derived them at every call, which cost minutes of `tsc`.)
 */
type TextKeys = { [Name in NamespaceName]: TextPaths<Catalogues[Name]> };
type ObjectKeys = { [Name in NamespaceName]: ObjectPaths<Catalogues[Name]> };

type Listed<N extends Namespace> = N extends readonly NamespaceName[] ? N[number] : N & NamespaceName;
type First<N extends Namespace> = N extends readonly [infer Head extends NamespaceName, ...unknown[]]
  ? Head
  : N extends NamespaceName
    ? N
    : "common";

/** A key of `useTranslation(N)`: of its first namespace, or `namespace:key` of any it lists. */
export type TextKey<N extends Namespace = "common"> =
  TextKeys[First<N>] | { [Name in Listed<N>]: `${Name}:${TextKeys[Name]}` }[Listed<N>];
type ObjectKey<N extends Namespace> =
  ObjectKeys[First<N>] | { [Name in Listed<N>]: `${Name}:${ObjectKeys[Name]}` }[Listed<N>];

/** The namespaces a call reads: its `ns` option's, else those of `useTranslation`. */
type Read<N extends Namespace, Options> = Options extends { ns: infer Named extends Namespace } ? Named : N;

/** A key `t` takes; with `returnObjects`, it may also name an object or a list. */
export type KeyFor<N extends Namespace, Options> = Options extends { returnObjects: true }
  ? TextKey<Read<N, Options>> | ObjectKey<Read<N, Options>>
  : TextKey<Read<N, Options>>;

type ValueAt<Tree, Path extends string> = Path extends `${infer Head}.${infer Rest}`
  ? Head extends keyof Tree
    ? ValueAt<Tree[Head], Rest>
    : never
  : Path extends keyof Tree
    ? Tree[Path]
    : never;

/** What `t` returns: a string, or with `returnObjects` the catalogue's object or list there. */
export type Translated<N extends Namespace, Key extends string, Options> = Options extends { returnObjects: true }
  ? Key extends `${infer Name extends NamespaceName}:${infer Path}`
    ? ValueAt<Catalogues[Name], Path>
    : ValueAt<Catalogues[First<Read<N, Options>>], Key>
  : string;
