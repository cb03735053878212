import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { text } from "../../contracts/text";
import type { AppContext } from "../context";
import { toLanguage } from "../email/auth-emails";
import { sendLinkLanding } from "../email/link-landing";
import { acceptFormBodies } from "../form-bodies";
import { AppError } from "../errors";
import { enforceIpLimit } from "../limits/request-limits";
import { toAuthUser } from "./auth-user";
import { INVALID_EMAIL_MESSAGE, useGoTrueErrors } from "./gotrue-errors";
import { requireGoTrueUser } from "./gotrue-user";
import {
  changePassword,
  createSignInLockouts,
  requestPasswordRecovery,
  signInWithPassword,
  signUp,
} from "./service";
import { revokeAuthSessions } from "./session-store";
import { refreshSession } from "./sessions";
import { updateUser } from "./store";
import { useQueuedMail } from "./queued-mail";
import { verifyEmailLink } from "./verify-link";
import { acceptEmptyJsonBodies } from "./lenient-json";
import {
  mergeUserMetadata,
  USER_METADATA_MAX_BYTES,
  ZUserData,
  type MetadataChange,
} from "./user-metadata";

const Email = z.string().trim().max(254).pipe(z.email());
const RedirectQuery = z.object({ redirect_to: text().max(2000).optional() });
const PasswordGrant = z.object({ email: Email, password: z.string().min(1).max(128) });
const RefreshGrant = z.object({ refresh_token: text().min(1).max(200) });

/** The Supabase Auth (GoTrue) REST endpoints @supabase/auth-js calls, under /api/auth. */
export async function registerAuthRoutes(
  instance: FastifyInstance,
  { context }: { context: AppContext },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  useGoTrueErrors(app);
  acceptEmptyJsonBodies(app);
  acceptFormBodies(app);
  const lockouts = createSignInLockouts(context);
  useQueuedMail(app, context);

  app.post(
    "/api/auth/signup",
    {
      schema: {
        querystring: RedirectQuery,
        body: z.object({ email: Email, password: z.string().max(128), data: ZUserData }),
      },
    },
    async (request) => {
      await enforceIpLimit(context, request, "auth");
      const { email, password, data } = request.body;
      const metadata = checkMetadataSize(mergeUserMetadata({}, data ?? {}));
      const language =
        metadata.language ?? toLanguage(request.headers["accept-language"]?.slice(0, 2));
      const user = await signUp(context, request, {
        email,
        password,
        displayName: metadata.displayName,
        language,
        userMetadata: metadata.userMetadata,
        redirectTo: request.query.redirect_to,
      });
      return toAuthUser(user);
    },
  );

  app.post(
    "/api/auth/token",
    {
      schema: {
        querystring: z.object({ grant_type: z.enum(["password", "refresh_token"]) }),
        body: z.unknown(),
      },
    },
    async (request) => {
      await enforceIpLimit(context, request, "token");
      if (request.query.grant_type === "refresh_token") {
        return refreshSession(context, parseBody(RefreshGrant, request.body).refresh_token);
      }
      return signInWithPassword(context, request, lockouts, parseBody(PasswordGrant, request.body));
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
    { schema: { querystring: RedirectQuery, body: z.object({ email: Email }) } },
    async (request) => {
      await enforceIpLimit(context, request, "auth");
      await requestPasswordRecovery(context, request, {
        email: request.body.email,
        redirectTo: request.query.redirect_to,
      });
      return {};
    },
  );

  const VerifyFields = z.object({
    token: text().min(1).max(200),
    type: z.enum(["signup", "recovery"]),
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

  app.post("/api/auth/verify", { schema: { body: VerifyFields } }, async (request, reply) => {
    await enforceIpLimit(context, request, "auth");
    const { token, type, redirect_to: redirectTo } = request.body;
    return reply.redirect(await verifyEmailLink(context, request, { token, type, redirectTo }), 303);
  });

  app.get("/api/auth/user", async (request) =>
    toAuthUser((await requireGoTrueUser(request, context)).user),
  );

  app.put(
    "/api/auth/user",
    {
      schema: {
        body: z.object({
          password: z.string().max(128).optional(),
          current_password: z.string().max(128).optional(),
          email: Email.optional(),
          data: ZUserData,
        }),
      },
    },
    async (request) => {
      const session = await requireGoTrueUser(request, context);
      const { user } = session;
      const { password, current_password: currentPassword, email, data } = request.body;
      if (email !== undefined && email.toLowerCase() !== user.email) {
        throw new AppError(
          422,
          "validation_failed",
          "Changing the e-mail address is not supported",
        );
      }
      let updated =
        password === undefined
          ? user
          : await changePassword(context, request, lockouts, session, {
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
