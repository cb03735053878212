import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import { createServicePageMeta } from "./page-meta";

/** The services pages have no API (their texts ship with the web); only server-rendered meta. */
export async function registerServicePages(_app: FastifyInstance, { context }: { context: AppContext }) {
  context.pageMeta.push(createServicePageMeta(context));
}
