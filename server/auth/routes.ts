import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { text } from "../../contracts/text";
import type { AppContext } from "../context";
import { toLanguage } from "../email/auth-emails";
import { sendLinkLanding } from "../email/link-landing";
import { acceptFormBodies } from "../core/form-bodies";
import { AppError } from "../core/errors";
import { enforceIpLimit } from "../limits/request-limits";
import { toAuthUser } from "./auth-user";
import { INVALID_EMAIL_MESSAGE, useGoTrueErrors } from "./gotrue-errors";
import { requireGoTrueUser } from "./gotrue-user";
import { changePassword, requestPasswordRecovery, signInWithPassword, signUp } from "./service";
import { revokeAuthSessions } from "./session-store";
import { refreshSession } from "./sessions";
import { useQueuedMail } from "./queued-mail";
import { verifyEmailLink, verifyOtp } from "./verify-link";
import { limitCodeAttempts, requestEmailChange, resendEmailLink, sendSignInLink } from "./email-flows";
import { exchangeAuthCode, readCodeChallenge, ZCodeChallengeFields, ZPkceGrant } from "./pkce";
import { ONE_TIME_TOKEN_KINDS, updateUser } from "./store";
import { acceptEmptyJsonBodies } from "./lenient-json";
import { mergeUserMetadata, USER_METADATA_MAX_BYTES, ZUserData, type MetadataChange } from "./user-metadata";

const Email = z.string().trim().max(254).pipe(z.email());
const RedirectQuery = z.object({ redirect_to: text().max(2000).optional() });
const PasswordGrant = z.object({ email: Email, password: z.string().min(1).max(128) });
const RefreshGrant = z.object({ refresh_token: text().min(1).max(200) });

/** The Supabase Auth (GoTrue) REST endpoints @supabase/auth-js calls, under /api/auth. */
export async function registerAuthRoutes(instance: FastifyInstance, { context }: { context: AppContext }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  useGoTrueErrors(app);
  acceptEmptyJsonBodies(app);
  // The e-mailed link's landing page posts its form here (link scanners never spend a token).
  acceptFormBodies(app, ["/api/auth/verify"], context.siteOrigin);
  useQueuedMail(app, context);

  app.post(
    "/api/auth/signup",
    {
      schema: {
        querystring: RedirectQuery,
        body: z.object({
          email: Email,
          password: z.string().max(128),
          data: ZUserData,
          ...ZCodeChallengeFields,
        }),
      },
    },
    async (request) => {
      await enforceIpLimit(context, request, "auth");
      const { email, password, data } = request.body;
      const metadata = checkMetadataSize(mergeUserMetadata({}, data ?? {}));
      const language = metadata.language ?? toLanguage(request.headers["accept-language"]?.slice(0, 2));
      const user = await signUp(context, request, {
        email,
        password,
        displayName: metadata.displayName,
        language,
        userMetadata: metadata.userMetadata,
        redirectTo: request.query.redirect_to,
        challenge: readCodeChallenge(request.body),
      });
      return toAuthUser(user);
    },
  );

  app.post(
    "/api/auth/token",
    {
      schema: {
        querystring: z.object({ grant_type: z.enum(["password", "refresh_token", "pkce"]) }),
        body: z.unknown(),
      },
    },
    async (request) => {
      await enforceIpLimit(context, request, "token");
      if (request.query.grant_type === "refresh_token") {
        return refreshSession(context, parseBody(RefreshGrant, request.body).refresh_token);
      }
      if (request.query.grant_type === "pkce") {
        const grant = parseBody(ZPkceGrant, request.body);
        return exchangeAuthCode(context, request.headers["user-agent"], grant);
      }
      return signInWithPassword(context, request, parseBody(PasswordGrant, request.body));
    },
  );

  app.post(
    "/api/auth/logout",
    {
      schema: {
        querystring: z.object({ scope: z.enum(["global", "local", "others"]).default("global") }),
      },
    },
    async (request, reply) => {
      const { currentUser } = await requireGoTrueUser(request, context);
      const { db } = context.database;
      const { scope } = request.query;
      if (scope === "local") await revokeAuthSessions(db, { sessionId: currentUser.sessionId });
      if (scope === "global") await revokeAuthSessions(db, { userId: currentUser.id });
      if (scope === "others")
        await revokeAuthSessions(db, {
          userId: currentUser.id,
          exceptSessionId: currentUser.sessionId,
        });
      return reply.status(204).send();
    },
  );

  app.post(
    "/api/auth/recover",
    {
      schema: {
        querystring: RedirectQuery,
        body: z.object({ email: Email, ...ZCodeChallengeFields }),
      },
    },
    async (request) => {
      await enforceIpLimit(context, request, "auth");
      await requestPasswordRecovery(context, request, {
        email: request.body.email,
        redirectTo: request.query.redirect_to,
        challenge: readCodeChallenge(request.body),
      });
      return {};
    },
  );

  app.post(
    "/api/auth/resend",
    {
      schema: {
        querystring: RedirectQuery,
        body: z.object({
          email: Email,
          type: z.enum(["signup", "email_change"]),
          ...ZCodeChallengeFields,
        }),
      },
    },
    async (request) => {
      await enforceIpLimit(context, request, "auth");
      await resendEmailLink(context, request, {
        email: request.body.email,
        type: request.body.type,
        redirectTo: request.query.redirect_to,
        challenge: readCodeChallenge(request.body),
      });
      return {};
    },
  );

  app.post(
    "/api/auth/otp",
    {
      schema: {
        querystring: RedirectQuery,
        body: z.object({
          email: Email,
          data: ZUserData,
          create_user: z.boolean().default(true),
          ...ZCodeChallengeFields,
        }),
      },
    },
    async (request) => {
      await enforceIpLimit(context, request, "auth");
      const { email, data, create_user: createUser } = request.body;
      await sendSignInLink(context, request, {
        email,
        createUser,
        metadata: checkMetadataSize(mergeUserMetadata({}, data ?? {})),
        language: toLanguage(request.headers["accept-language"]?.slice(0, 2)),
        redirectTo: request.query.redirect_to,
        challenge: readCodeChallenge(request.body),
      });
      return {};
    },
  );

  const VerifyFields = z.object({
    token: text().min(1).max(200),
    type: z.enum(ONE_TIME_TOKEN_KINDS),
    redirect_to: text().max(2000).optional(),
  });
  /** The landing page's form (`token`), or auth-js's verifyOtp (`token_hash`, or `email` + `token`). */
  const VerifyBody = z.object({
    type: z.enum([...ONE_TIME_TOKEN_KINDS, "email"]),
    token: text().min(1).max(200).optional(),
    token_hash: text().min(1).max(200).optional(),
    email: Email.optional(),
    redirect_to: text().max(2000).optional(),
  });

  // The e-mailed link opens a page; only its button's POST spends the token (link scanners).
  app.get("/api/auth/verify", { schema: { querystring: VerifyFields } }, async (request, reply) => {
    await enforceIpLimit(context, request, "auth");
    const { token, type, redirect_to } = request.query;
    return sendLinkLanding(reply, {
      kind: type,
      language: toLanguage(request.headers["accept-language"]?.slice(0, 2)),
      action: "/api/auth/verify",
      fields: { token, type, redirect_to },
    });
  });

  app.post("/api/auth/verify", { schema: { body: VerifyBody } }, async (request, reply) => {
    await enforceIpLimit(context, request, "auth");
    const { token, token_hash: tokenHash, email, type, redirect_to: redirectTo } = request.body;
    if (email !== undefined) await limitCodeAttempts(context, email);
    if (tokenHash !== undefined || email !== undefined) {
      return verifyOtp(context, request, { type, tokenHash, email, code: token });
    }
    if (token === undefined || type === "email") {
      throw new AppError(400, "validation_failed", "Verify requires a token, a token_hash or an email");
    }
    return reply.redirect(await verifyEmailLink(context, request, { token, type, redirectTo }), 303);
  });

  // GoTrue's signing-key discovery, where auth-js's getClaims() looks; also at the site's root.
  for (const path of ["/api/auth/.well-known/jwks.json", "/.well-known/jwks.json"]) {
    app.get(path, async (_request, reply) =>
      reply.header("cache-control", "public, max-age=600").send(context.accessTokens.jwks),
    );
  }

  app.get("/api/auth/user", async (request) => toAuthUser((await requireGoTrueUser(request, context)).user));

  app.put(
    "/api/auth/user",
    {
      schema: {
        querystring: RedirectQuery,
        body: z.object({
          password: z.string().max(128).optional(),
          current_password: z.string().max(128).optional(),
          email: Email.optional(),
          data: ZUserData,
          ...ZCodeChallengeFields,
        }),
      },
    },
    async (request) => {
      const session = await requireGoTrueUser(request, context);
      const { user } = session;
      const { password, current_password: currentPassword, email, data } = request.body;
      let updated =
        password === undefined
          ? user
          : await changePassword(context, request, session, {
              password,
              currentPassword,
            });
      if (data) {
        const metadata = checkMetadataSize(mergeUserMetadata(updated.userMetadata, data));
        const values = {
          displayName: metadata.displayName ?? updated.displayName,
          language: metadata.language ?? updated.language,
          userMetadata: metadata.userMetadata,
        };
        updated = (await updateUser(context.database.db, user.id, values)) ?? updated;
      }
      if (email !== undefined) {
        updated = await requestEmailChange(context, request, updated, {
          email,
          redirectTo: request.query.redirect_to,
          challenge: readCodeChallenge(request.body),
        });
      }
      return toAuthUser(updated);
    },
  );
}

function checkMetadataSize(change: MetadataChange | { tooLarge: true }): MetadataChange {
  if ("tooLarge" in change) {
    throw new AppError(
      400,
      "validation_failed",
      `user_metadata must be at most ${USER_METADATA_MAX_BYTES} bytes of JSON`,
    );
  }
  return change;
}

function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const isEmailProblem = result.error.issues.some((issue) => issue.path[0] === "email");
  const message = isEmailProblem ? INVALID_EMAIL_MESSAGE : z.prettifyError(result.error);
  throw new AppError(400, "validation_failed", message);
}
