import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  ZActivateCodeRequestSchema,
  ZQuickAccessRequestSchema,
  ZSecureSignupRequestSchema,
  ZValidateSessionRequestSchema,
  type TActivateCodeResponse,
  type TCheckSubscriptionResponse,
  type TQuickAccessResponse,
  type TSecureSignupResponse,
} from "../../contracts/auth";
import { redeemActivationCode, redeemQuickAccessCode } from "../access-codes/redeem-code";
import { callerOf, checkCallerFirst, refuseUnsignedTokens } from "../auth/check-caller-first";
import { validateDeviceSession } from "../auth/device-sessions";
import { signUp } from "../auth/service";
import { findUserById } from "../auth/store";
import type { AppContext } from "../context";
import { readCodeChallenge } from "../auth/pkce";
import { toLanguage } from "../email/auth-emails";
import { unauthenticated } from "../core/errors";
import { enforceIpLimit } from "../limits/request-limits";
import { checkSubscriptionOfRequest } from "../access/check-subscription";
import { resolveSubscription } from "../subscriptions/resolve-subscription";
import { useFunctionErrors } from "./function-errors";
import { acceptEmptyJsonBodies } from "../auth/lenient-json";

/** The server functions the browser calls by name, under /api/functions (docs/architecture.md, "The HTTP contract"). */
export async function registerFunctionRoutes(instance: FastifyInstance, { context }: { context: AppContext }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  useFunctionErrors(app);
  acceptEmptyJsonBodies(app);

  app.post("/api/functions/secure-signup", { schema: { body: ZSecureSignupRequestSchema } }, async (request) => {
    await enforceIpLimit(context, request, "auth");
    const { email, password, display_name: displayName, language, redirect_to: redirectTo } = request.body;
    const user = await signUp(context, request, {
      email,
      password,
      displayName,
      language: language ?? toLanguage(request.headers["accept-language"]?.slice(0, 2)),
      redirectTo,
      challenge: readCodeChallenge(request.body),
    });
    const response: TSecureSignupResponse = {
      success: true,
      user: { id: user.id, email: user.email, display_name: user.displayName },
      message: "Check your e-mail to confirm your account",
    };
    return response;
  });

  app.post(
    "/api/functions/validate-session",
    { onRequest: refuseUnsignedTokens(context), schema: { body: ZValidateSessionRequestSchema } },
    async (request) => validateDeviceSession(context, request, request.body),
  );

  app.post("/api/functions/check-subscription", async (request): Promise<TCheckSubscriptionResponse> =>
    checkSubscriptionOfRequest(request, context),
  );

  app.post(
    "/api/functions/quick-access-with-code",
    { schema: { body: ZQuickAccessRequestSchema } },
    async (request) => {
      await enforceIpLimit(context, request, "auth");
      const session = await redeemQuickAccessCode(context, request.body, request.headers["user-agent"]);
      const { access_token, refresh_token, expires_in, expires_at, token_type } = session;
      const tokens = { access_token, refresh_token, expires_in, expires_at, token_type };
      return {
        message: "Signed in with the access code",
        session: tokens,
      } satisfies TQuickAccessResponse;
    },
  );

  app.post(
    "/api/functions/activate-code",
    { onRequest: checkCallerFirst(context), schema: { body: ZActivateCodeRequestSchema } },
    async (request) => {
      const currentUser = callerOf(request);
      await enforceIpLimit(context, request, "auth");
      const user = await findUserById(context.database.db, currentUser.id);
      if (!user) throw unauthenticated();
      const updated = await redeemActivationCode(context, user, request.body.code);
      const response: TActivateCodeResponse = {
        message: "Code activated",
        tier: (await resolveSubscription(context.database.db, updated)).tier,
        tier_expires_at: updated.tierExpiresAt?.toISOString() ?? null,
      };
      return response;
    },
  );
}
