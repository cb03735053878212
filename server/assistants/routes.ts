import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import multipart, { type Multipart } from "@fastify/multipart";
import { z } from "zod";
import {
  ZAssistantCatalogueSchema,
  ZAssistantDetailSchema,
  ZAssistantSlugSchema,
  ZAssistantUsageSchema,
  ZAttachmentSchema,
  ATTACHMENT_MAX_BYTES,
  ZArticleQuestionSchema,
  ZChatRequestSchema,
  ZConversationDetailSchema,
  ZConversationListSchema,
  ZConversationSchema,
  ZPortfolioSchema,
  ZPublicAssistantSchema,
  ZRenameConversationSchema,
} from "../../contracts/assistants";
import { text } from "../../contracts/text";
import { callerOf, checkCallerFirst } from "../auth/check-caller-first";
import { requireUser, type CurrentUser } from "../auth/current-user";
import type { AppContext } from "../context";
import { badRequest, notFound } from "../core/errors";
import { createAttachmentStore, refuseAttachmentsOutsidePlan, storeAttachment } from "./attachments";
import { streamArticleAnswer } from "./article-chat";
import { attachmentTierOf, findCallerTier } from "./caller-tier";
import { createAssistantPageMeta } from "./page-meta";
import { abortOnClose, sendAnswerStream } from "../ai/stream-reply";
import { streamChatTurn } from "./chat";
import { isAiConfigured } from "../ai/provider";
import { readUsage } from "../ai/quota";
import {
  deleteOwnConversation,
  findCatalogueAssistant,
  findPortfolioAssistant,
  listCatalogue,
  listConversations,
  listPortfolio,
  readConversation,
  renameOwnConversation,
} from "./service";

const SlugParams = z.object({ slug: ZAssistantSlugSchema });
const IdParams = z.object({ id: z.uuid() });
const ArticleParams = z.object({ slug: text().min(1).max(200) });

/** Assistants: public portfolio, signed-in catalogue, conversations and the chat. */
export async function registerAssistantRoutes(instance: FastifyInstance, { context }: { context: AppContext }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  context.pageMeta.push(createAssistantPageMeta(context));
  const attachmentStore = createAttachmentStore(context);
  // One byte over the cap so our own check (upload_error, 413) runs instead of a silent truncation.
  await app.register(multipart, { limits: { fileSize: ATTACHMENT_MAX_BYTES + 1, files: 1, fields: 3 } });

  const signedIn = checkCallerFirst(context);
  /** Signed in with a plan that carries attachments (403 `upload_error` otherwise), before the file is read. */
  const mayAttach = checkCallerFirst(context, async (request): Promise<CurrentUser> => {
    const user = await requireUser(request, context);
    refuseAttachmentsOutsidePlan(attachmentTierOf(user, await findCallerTier(context, user)));
    return user;
  });

  app.post(
    "/api/assistants/attachments",
    { onRequest: mayAttach, schema: { response: { 201: ZAttachmentSchema } } },
    async (request, reply) => {
      const user = callerOf(request);
      if (!request.isMultipart()) throw badRequest("Send multipart/form-data with a `file` field");
      const file = await request.file();
      if (!file)
        throw badRequest("Send multipart/form-data with a `file` field", [{ path: "/file", message: "Required" }]);
      const duration = readField(file.fields.durationSeconds);
      const attachment = await storeAttachment(context, attachmentStore, {
        userId: user.id,
        tier: attachmentTierOf(user, await findCallerTier(context, user)),
        stream: file.file,
        fileName: file.filename,
        durationSeconds: duration !== undefined && Number.isFinite(duration) && duration >= 0 ? duration : undefined,
      });
      return reply.status(201).send(attachment);
    },
  );

  app.get("/api/assistants/portfolio", { schema: { response: { 200: ZPortfolioSchema } } }, async () => ({
    assistants: await listPortfolio(context),
  }));

  app.get(
    "/api/assistants/portfolio/:slug",
    { schema: { params: SlugParams, response: { 200: ZPublicAssistantSchema } } },
    async (request) => {
      const assistant = await findPortfolioAssistant(context, request.params.slug);
      if (!assistant) throw notFound("Assistant not found");
      return assistant;
    },
  );

  app.get("/api/assistants", { schema: { response: { 200: ZAssistantCatalogueSchema } } }, async (request) => {
    const user = await requireUser(request, context);
    return { assistants: await listCatalogue(context, user, await findCallerTier(context, user)) };
  });

  app.get("/api/assistants/usage", { schema: { response: { 200: ZAssistantUsageSchema } } }, async (request) => {
    const user = await requireUser(request, context);
    const usage = await readUsage(context.database.db, user.id, await findCallerTier(context, user));
    return { ...usage, aiConfigured: isAiConfigured(context.config) };
  });

  app.get(
    "/api/assistants/:slug",
    { schema: { params: SlugParams, response: { 200: ZAssistantDetailSchema } } },
    async (request) => {
      const user = await requireUser(request, context);
      return findCatalogueAssistant(context, user, await findCallerTier(context, user), request.params.slug);
    },
  );

  app.get(
    "/api/assistants/:slug/conversations",
    { schema: { params: SlugParams, response: { 200: ZConversationListSchema } } },
    async (request) => {
      const user = await requireUser(request, context);
      return { conversations: await listConversations(context, user, request.params.slug) };
    },
  );

  app.post(
    "/api/assistants/:slug/chat",
    { onRequest: signedIn, schema: { params: SlugParams, body: ZChatRequestSchema } },
    async (request, reply) => {
      const stream = await streamChatTurn({
        context,
        attachmentStore,
        user: callerOf(request),
        slug: request.params.slug,
        request: request.body,
        signal: abortOnClose(reply),
      });
      return sendAnswerStream(reply, stream);
    },
  );

  app.post(
    "/api/assistants/articles/:slug/chat",
    { onRequest: signedIn, schema: { params: ArticleParams, body: ZArticleQuestionSchema } },
    async (request, reply) => {
      const user = callerOf(request);
      const stream = await streamArticleAnswer({
        context,
        user,
        tier: await findCallerTier(context, user),
        slug: request.params.slug,
        message: request.body.message,
        signal: abortOnClose(reply),
      });
      return sendAnswerStream(reply, stream);
    },
  );

  app.get(
    "/api/assistants/conversations/:id",
    { schema: { params: IdParams, response: { 200: ZConversationDetailSchema } } },
    async (request) => {
      const user = await requireUser(request, context);
      return readConversation(context, user, request.params.id);
    },
  );

  app.patch(
    "/api/assistants/conversations/:id",
    {
      onRequest: signedIn,
      schema: { params: IdParams, body: ZRenameConversationSchema, response: { 200: ZConversationSchema } },
    },
    async (request) => {
      const user = callerOf(request);
      return renameOwnConversation(context, user, request.params.id, request.body.title);
    },
  );

  app.delete("/api/assistants/conversations/:id", { schema: { params: IdParams } }, async (request, reply) => {
    const user = await requireUser(request, context);
    await deleteOwnConversation(context, user, request.params.id);
    return reply.status(204).send();
  });
}

/** A plain multipart field's number, or undefined. */
function readField(field: Multipart | Multipart[] | undefined): number | undefined {
  const single = Array.isArray(field) ? field[0] : field;
  if (!single || single.type !== "field") return undefined;
  return Number(single.value);
}
