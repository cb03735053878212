import type { SwaggerTransform } from "@fastify/swagger";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { acceptsApiKeys } from "./accept-api-keys";

/** The two bearer tokens the API takes, as OpenAPI security schemes. */
export const SECURITY_SCHEMES = {
  session: {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
    description: "The access token of a signed-in session (POST /api/auth/token).",
  },
  apiKey: {
    type: "http",
    scheme: "bearer",
    bearerFormat: "pk_live_…",
    description:
      "An enterprise member's API key, `Authorization: Bearer pk_live_…`, created on /cuenta or with " +
      "POST /api/integrations/keys. It acts as its owner, with the owner's plan and daily quota, on " +
      "/api/services/* and /api/v1/* only.",
  },
} as const;

/**
 * The routes' JSON schemas (zod), each with the tokens it takes: a key or a session where a key
 * is accepted (the same test as the hook that accepts keys), a session only on key management.
 */
export const transformWithSecurity: SwaggerTransform = (input) => {
  const output = jsonSchemaTransform(input);
  const { url } = input;
  if (acceptsApiKeys(url))
    return { ...output, schema: { ...output.schema, security: [{ apiKey: [] }, { session: [] }] } };
  if (url.startsWith("/api/integrations/"))
    return { ...output, schema: { ...output.schema, security: [{ session: [] }] } };
  return output;
};
