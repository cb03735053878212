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
import { accessOf, checkAccessFirst } from "../access/guards";
import { ATTACHMENTS, attachmentTierOf } from "../access/policy";
import { callerOf } from "../auth/check-caller-first";
import type { AppContext } from "../context";
import { badRequest, notFound } from "../core/errors";
import { createAttachmentStore, storeAttachment } from "./attachments";
import { stopAttachmentSweep } from "./attachment-cleanup";
import { streamArticleAnswer } from "./article-chat";
import { createAssistantPageMeta } from "./page-meta";
import { abortOnClose, sendAnswerStream } from "../ai/stream-reply";
import { streamChatTurn } from "./chat";
import { isAiConfigured } from "../ai/provider";
import { readUsage } from "../ai/meter";
import { enforceUploadRate } from "../limits/request-limits";
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
  app.addHook("onClose", () => stopAttachmentSweep(context));
  // One byte over the cap so our own check (upload_error, 413) runs instead of a silent truncation.
  await app.register(multipart, { limits: { fileSize: ATTACHMENT_MAX_BYTES + 1, files: 1, fields: 3 } });

  const signedIn = checkAccessFirst(context);
  /** A plan that carries attachments (403 `upload_error` otherwise), checked before the file is read. */
  const mayAttach = checkAccessFirst(context, ATTACHMENTS);

  app.post(
    "/api/assistants/attachments",
    { onRequest: mayAttach, schema: { response: { 201: ZAttachmentSchema } } },
    async (request, reply) => {
      const caller = await accessOf(request, context);
      if (!request.isMultipart()) throw badRequest("Send multipart/form-data with a `file` field");
      await enforceUploadRate(context, "attachment-upload", caller.user.id);
      const file = await request.file();
      if (!file)
        throw badRequest("Send multipart/form-data with a `file` field", [{ path: "/file", message: "Required" }]);
      const duration = readField(file.fields.durationSeconds);
      const attachment = await storeAttachment(context, attachmentStore, {
        userId: caller.user.id,
        tier: attachmentTierOf(caller),
        quotaTier: caller.tier,
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

  app.get(
    "/api/assistants",
    { onRequest: signedIn, schema: { response: { 200: ZAssistantCatalogueSchema } } },
    async (request) => ({ assistants: await listCatalogue(context, await accessOf(request, context)) }),
  );

  app.get(
    "/api/assistants/usage",
    { onRequest: signedIn, schema: { response: { 200: ZAssistantUsageSchema } } },
    async (request) => {
      const { user, tier } = await accessOf(request, context);
      const usage = await readUsage(context.database.db, user.id, tier);
      return { ...usage, aiConfigured: isAiConfigured(context.config) };
    },
  );

  app.get(
    "/api/assistants/:slug",
    { onRequest: signedIn, schema: { params: SlugParams, response: { 200: ZAssistantDetailSchema } } },
    async (request) => findCatalogueAssistant(context, await accessOf(request, context), request.params.slug),
  );

  app.get(
    "/api/assistants/:slug/conversations",
    { onRequest: signedIn, schema: { params: SlugParams, response: { 200: ZConversationListSchema } } },
    async (request) => ({ conversations: await listConversations(context, callerOf(request), request.params.slug) }),
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
      const { user, tier } = await accessOf(request, context);
      const stream = await streamArticleAnswer({
        context,
        user,
        tier,
        slug: request.params.slug,
        message: request.body.message,
        signal: abortOnClose(reply),
      });
      return sendAnswerStream(reply, stream);
    },
  );

  app.get(
    "/api/assistants/conversations/:id",
    { onRequest: signedIn, schema: { params: IdParams, response: { 200: ZConversationDetailSchema } } },
    async (request) => readConversation(context, callerOf(request), request.params.id),
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

  app.delete(
    "/api/assistants/conversations/:id",
    { onRequest: signedIn, schema: { params: IdParams } },
    async (request, reply) => {
      await deleteOwnConversation(context, callerOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
}

/** A plain multipart field's number, or undefined. */
function readField(field: Multipart | Multipart[] | undefined): number | undefined {
  const single = Array.isArray(field) ? field[0] : field;
  if (!single || single.type !== "field") return undefined;
  return Number(single.value);
}
