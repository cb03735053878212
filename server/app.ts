import { createServer } from "node:http";
import Fastify, { LogController, type FastifyInstance, type RouteOptions } from "fastify";
import swagger from "@fastify/swagger";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { registerApiDocs } from "./api-docs";
import type { AppContext } from "./context";
import { registerErrorHandler } from "./core/errors";
import { answerMalformedUrl, isWellFormedHost, refuseMalformedHost } from "./core/request-hygiene";
import { answerPrepared, type PreparedAnswerServing } from "./cache/prepared-answers";
import { securityHeaders } from "./core/security-headers";
import { registerHealthRoutes } from "./health/routes";
import { registerBlogRoutes } from "./blog/routes";
import { registerBlogAdminRoutes } from "./blog/admin-routes";
import { registerFileRoutes } from "./uploads/routes";
import { registerResourceRoutes } from "./resources/routes";
import { registerResourceAdminRoutes } from "./resources/admin-routes";
import { registerSeoRoutes } from "./seo/routes";
import { registerContactAdminRoutes, registerContactRoutes } from "./contact/routes";
import { registerNewsletterAdminRoutes } from "./newsletter/admin-routes";
import { registerNewsletterRoutes } from "./newsletter/routes";
import { registerCommentAdminRoutes } from "./comments/admin-routes";
import { registerCommentRoutes } from "./comments/routes";
import { registerAuthRoutes } from "./auth/routes";
import { registerFunctionRoutes } from "./functions/routes";
import { registerAccessCodeRoutes } from "./access-codes/routes";
import { registerAdminUserRoutes } from "./admin-users/routes";
import { registerTrainingRoutes } from "./training/routes";
import { registerMaturityRoutes } from "./ai-apps/maturity-routes";
import { registerPromptRoutes } from "./ai-apps/prompt-routes";
import { registerStrategyKitRoutes } from "./ai-apps/strategy-kit-routes";
import { registerTrainingPlanRoutes } from "./ai-apps/training-plan-routes";
import { registerAiAppContentRoutes } from "./ai-apps/content-routes";
import { registerAssistantRoutes } from "./assistants/routes";
import { registerAssistantAdminRoutes } from "./assistants/admin-routes";
import { registerBillingRoutes } from "./billing/routes";
import { registerAccountRoutes } from "./account/routes";
import { PERSONAL_DATA } from "./personal-data";
import { registerAdminDashboardRoutes } from "./admin-dashboard/routes";
import { registerSoftwareRoutes } from "./software/routes";
import { registerSoftwareAdminRoutes } from "./software/admin-routes";
import { registerExternalAppRoutes } from "./external-apps/routes";
import { registerExternalAppAdminRoutes } from "./external-apps/admin-routes";
import { registerServicePages } from "./service-pages/routes";
import { registerServiceJobRoutes } from "./service-jobs/routes";
import { registerMeetingRoutes } from "./meetings/routes";
import { registerDocumentRoutes } from "./documents/routes";
import { documentDownloads, documentJob } from "./documents/document-job";
import { meetingDownloads, meetingJob } from "./meetings/meeting-job";
import { transcriptionDownloads, transcriptionJob } from "./transcription/job";
import { transcriptInsightsDownloads, transcriptInsightsJob } from "./transcription/insights/insights-job";
import { useJobTable, type JobTable } from "./jobs/registry";
import { registerTranscriptionRoutes } from "./transcription/routes";
import { registerTranscriptInsightsRoutes } from "./transcription/insights/routes";
import { registerCourseRoutes } from "./courses/routes";
import { registerCourseAdminRoutes } from "./courses/admin-routes";
import { registerLearningPathAdminRoutes } from "./courses/learning-path-admin-routes";
import { acceptApiKeys } from "./integrations/accept-api-keys";
import { registerIntegrationRoutes } from "./integrations/routes";
import { SECURITY_SCHEMES, transformWithSecurity } from "./integrations/openapi";
import { announceJobEnd } from "./integrations/webhooks/announce";
import { whenJobEnds } from "./jobs/job-endings";
import { registerOpenAiRoutes } from "./assistants/v1-routes";
import { registerSpa } from "./spa/routes";
import type { PageRenderer } from "./spa/render";
import { registerMetrics } from "./health/metrics-routes";
import { generateRequestId, requestScope } from "./core/logger";
import { WEB_DIST_DIR } from "./core/paths";
import { toTrustProxy } from "./limits/client-address";

export interface BuildAppOptions {
  context: AppContext;
  webDistDir?: string;
  /** Told of every route as it is added (the authorization matrix lists them this way). */
  onRoute?: (route: RouteOptions) => void;
  /** Renders pages on the server (tests pass web/entry-server.tsx); by default the built bundle. */
  pageRenderer?: PageRenderer;
}

/**
 * Builds the HTTP app: outside plugins first (security headers, API docs), then each domain by
 * name, then the SPA. Reads like a table of contents of the product.
 */
export async function buildApp({ context, webDistDir = WEB_DIST_DIR, onRoute, pageRenderer }: BuildAppOptions) {
  const headers = securityHeaders({ isHttps: context.siteOrigin.startsWith("https:") });
  const prepared = preparedAnswerServing(context, headers);
  const app = Fastify({
    serverFactory: (handler) =>
      createServer((request, response) => {
        if (!answerPrepared(prepared, request, response)) handler(request, response);
      }),
    loggerInstance: context.log,
    // One line per request drowns the lines that matter (outbox links, errors); errors are logged.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: toTrustProxy(context.config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    genReqId: generateRequestId,
    // A URL that does not decode is refused before routing; answer it in our error shape.
    frameworkErrors: answerMalformedUrl,
  }).withTypeProvider<ZodTypeProvider>();
  app.addHook("onRequest", (request, reply, done) => {
    void reply.headers(headers).header("x-request-id", request.id);
    requestScope.run({ requestId: request.id }, done);
  });
  // While draining, each answer ends its keep-alive connection: the client reconnects (to
  // another instance), and a request still in flight at close does not hold the server open.
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (context.readiness.isDraining) void reply.header("connection", "close");
    done(null, payload);
  });
  if (onRoute) app.addHook("onRoute", onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerMetrics(app, context);
  app.addHook("onRequest", refuseMalformedHost);

  await app.register(swagger, {
    openapi: {
      info: { title: "Platform API", version: "1" },
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: transformWithSecurity,
  });
  await registerApiDocs(app, context);
  // Before every domain: on the routes an API key opens, the key's owner becomes the caller.
  app.addHook("onRequest", acceptApiKeys(context));

  useJobTable(context, JOB_TABLE);
  await registerDomains(app, context);
  await registerSpa(app, { context, webDistDir, pageRenderer });
  return app;
}

/** What answering a prepared address needs from the app: the same headers, ids and metrics. */
function preparedAnswerServing(context: AppContext, headers: Readonly<Record<string, string>>): PreparedAnswerServing {
  const { metrics } = context;
  return {
    answers: context.preparedAnswers,
    headers,
    requestId: generateRequestId,
    mayAnswer: (request) => !context.readiness.isDraining && isWellFormedHost(request.headers.host),
    onAnswered: (route, startedAt) => {
      metrics.httpRequests.inc({ method: "GET", route, status: "200" });
      metrics.httpDuration.observe({ method: "GET", route }, Number(process.hrtime.bigint() - startedAt) / 1e9);
    },
  };
}

/** Every kind of long AI job the app runs and the files each offers (server/jobs/registry.ts). */
export const JOB_TABLE: JobTable = {
  kinds: [transcriptionJob, transcriptInsightsJob, meetingJob, documentJob],
  downloads: [...transcriptionDownloads, ...transcriptInsightsDownloads, ...meetingDownloads, ...documentDownloads],
};

async function registerDomains(app: FastifyInstance, context: AppContext) {
  await app.register(registerHealthRoutes, { context });
  await app.register(registerBlogRoutes, { context });
  await app.register(registerBlogAdminRoutes, { context });
  await app.register(registerFileRoutes, { context });
  await app.register(registerResourceRoutes, { context });
  await app.register(registerResourceAdminRoutes, { context });
  await app.register(registerSeoRoutes, { context });
  await app.register(registerContactRoutes, { context });
  await app.register(registerContactAdminRoutes, { context });
  await app.register(registerNewsletterAdminRoutes, { context });
  await app.register(registerNewsletterRoutes, { context });
  await app.register(registerCommentAdminRoutes, { context });
  await app.register(registerCommentRoutes, { context });
  await app.register(registerAuthRoutes, { context });
  await app.register(registerFunctionRoutes, { context });
  await app.register(registerAccessCodeRoutes, { context });
  await app.register(registerAdminUserRoutes, { context });
  await app.register(registerTrainingRoutes, { context });
  await app.register(registerMaturityRoutes, { context });
  await app.register(registerPromptRoutes, { context });
  await app.register(registerStrategyKitRoutes, { context });
  await app.register(registerTrainingPlanRoutes, { context });
  await app.register(registerAiAppContentRoutes, { context });
  await app.register(registerAssistantRoutes, { context });
  await app.register(registerServiceJobRoutes, { context });
  await app.register(registerMeetingRoutes, { context });
  await app.register(registerDocumentRoutes, { context });
  await app.register(registerTranscriptionRoutes, { context });
  await app.register(registerTranscriptInsightsRoutes, { context });
  await app.register(registerAssistantAdminRoutes, { context });
  await app.register(registerBillingRoutes, { context });
  await app.register(registerAccountRoutes, { context, personalData: PERSONAL_DATA });
  await app.register(registerIntegrationRoutes, { context });
  // A job that ends is announced to its owner's webhooks.
  whenJobEnds(context, (job) => announceJobEnd(context, job));
  await app.register(registerOpenAiRoutes, { context });
  await app.register(registerAdminDashboardRoutes, { context });
  await app.register(registerSoftwareRoutes, { context });
  await app.register(registerSoftwareAdminRoutes, { context });
  await app.register(registerExternalAppRoutes, { context });
  await app.register(registerExternalAppAdminRoutes, { context });
  await app.register(registerServicePages, { context });
  await app.register(registerCourseRoutes, { context });
  await app.register(registerCourseAdminRoutes, { context });
  await app.register(registerLearningPathAdminRoutes, { context });
}
