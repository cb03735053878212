import type { Config } from "./config";
import type { Database } from "./db/client";
import type { PageMetaResolver } from "./spa/page-meta";

/**
 * What every domain's routes receive: configuration and the shared engines. Domains add their
 * engines here (mailer, limiter store, cache bus...) rather than reaching for globals.
 */
export interface AppContext {
  config: Config;
  database: Database;
  /** Resolvers that give a server-rendered title and meta tags to an SPA page. */
  pageMeta: PageMetaResolver[];
}
