import { randomBytes } from "node:crypto";
import type { AppContext } from "../context";
import { buildPost } from "../blog/factories";
import { hashAuthorToken } from "../comments/tokens";
import {
  apiKeys,
  aiMaturityAssessments,
  aiPromptFavourites,
  aiTrainingPlans,
  assistants,
  blogComments,
  chatAttachments,
  chatConversations,
  chatMessages,
  serviceJobs,
  trainingQuizScores,
  trainingReflections,
  webhooks,
} from "../db/schema/index";
import { buildUser, signInAs } from "../test/factories";

/** One account's own things, made for the matrix's "another user's resources" column. */
export interface OwnedResources {
  userId: string;
  email: string;
  sessionId: string;
  assistantSlug: string;
  conversationId: string;
  attachmentId: string;
  reflectionId: string;
  assessmentId: string;
  promptFavouriteId: string;
  trainingPlanId: string;
  postSlug: string;
  pendingCommentId: string;
  /** A finished meeting job (a service job of the owner's). */
  serviceJobId: string;
  /** An API key of the owner's (the row only: the matrix never calls with it). */
  apiKeyId: string;
  /** A webhook of the owner's (the row only: nothing is ever delivered to it). */
  webhookId: string;
  /** Texts only the owner's data carries: no other caller's response may contain one. */
  secrets: string[];
}

function inserted<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error("insert returned nothing");
  return row;
}

/** A premium owner with a conversation (and its message and file), a reflection, a quiz score and a pending comment. */
export async function buildOwnedResources(context: AppContext): Promise<OwnedResources> {
  const { db } = context.database;
  const mark = randomBytes(6).toString("hex");
  const owner = await buildUser(context, { tier: "premium", displayName: `Owner ${mark}` });
  const { sessionId } = await signInAs(context, owner);
  const assistant = inserted(
    await db
      .insert(assistants)
      .values({
        name: `Assistant ${mark}`,
        slug: `owned-${mark}`,
        category: "test",
        requiredTier: "free",
        systemPrompt: "Be brief.",
        published: true,
      })
      .returning(),
  );
  const conversation = inserted(
    await db
      .insert(chatConversations)
      .values({ userId: owner.id, assistantId: assistant.id, title: `Conversation ${mark}` })
      .returning(),
  );
  await db.insert(chatMessages).values({ conversationId: conversation.id, role: "user", content: `Message ${mark}` });
  const attachment = inserted(
    await db
      .insert(chatAttachments)
      .values({
        userId: owner.id,
        kind: "pdf",
        contentType: "application/pdf",
        fileName: `file-${mark}.pdf`,
        size: 10,
        storageKey: `owned/${mark}.pdf`,
        extractedText: `Text ${mark}`,
      })
      .returning(),
  );
  const reflection = inserted(
    await db
      .insert(trainingReflections)
      .values({ userId: owner.id, theme: "quality", answers: { first: `Answer ${mark}` } })
      .returning(),
  );
  const assessment = inserted(
    await db
      .insert(aiMaturityAssessments)
      .values({ userId: owner.id, answers: { strategy1: 3 }, dimensions: { strategy: 75 }, overall: 61, level: 3 })
      .returning(),
  );
  const favourite = inserted(
    await db
      .insert(aiPromptFavourites)
      .values({
        userId: owner.id,
        title: `Favourite ${mark}`,
        fields: { role: `Role ${mark}` },
        prompt: `Prompt ${mark}`,
      })
      .returning(),
  );
  const plan = inserted(
    await db
      .insert(aiTrainingPlans)
      .values({ userId: owner.id, title: `Plan ${mark}`, plan: { note: `Plan ${mark}` } })
      .returning(),
  );
  await db
    .insert(trainingQuizScores)
    .values({ userId: owner.id, topic: "ethics", bestCorrect: 13, bestTotal: 17, bestPercent: 76 });
  const post = await buildPost(context);
  const comment = inserted(
    await db
      .insert(blogComments)
      .values({
        postId: post.id,
        name: `Author ${mark}`,
        email: owner.email,
        content: `Pending ${mark}`,
        authorTokenHash: hashAuthorToken(randomBytes(32).toString("base64url")),
      })
      .returning(),
  );
  const job = inserted(
    await db
      .insert(serviceJobs)
      .values({
        ownerId: owner.id,
        kind: "meeting",
        status: "done",
        progress: 1,
        input: { transcript: `Acta ${mark}`, meetingDay: "2027-01-01" },
        result: {
          title: `Acta ${mark}`,
          transcript: `Acta ${mark}`,
          summary: `Acta ${mark}`,
          decisions: [],
          actionItems: [{ task: `Tarea ${mark}`, owner: null, dueDate: "2027-01-02" }],
          followUpEmail: `Correo ${mark}`,
        },
        queriesSpent: 1,
        queryDay: "2027-01-01",
        quotaTier: "premium",
        finishedAt: new Date(),
      })
      .returning(),
  );
  const apiKey = inserted(
    await db
      .insert(apiKeys)
      .values({ userId: owner.id, name: `Key ${mark}`, keyHash: `hash-${mark}`, prefix: "pk_live_test", last4: "0000" })
      .returning(),
  );
  const webhook = inserted(
    await db
      .insert(webhooks)
      .values({
        userId: owner.id,
        url: `https://hooks.example.com/${mark}`,
        events: ["job.done"],
        secretSealed: `sealed-${mark}`,
      })
      .returning(),
  );
  return {
    apiKeyId: apiKey.id,
    webhookId: webhook.id,
    userId: owner.id,
    email: owner.email,
    sessionId,
    assistantSlug: assistant.slug,
    conversationId: conversation.id,
    attachmentId: attachment.id,
    reflectionId: reflection.id,
    assessmentId: assessment.id,
    promptFavouriteId: favourite.id,
    trainingPlanId: plan.id,
    postSlug: post.slug,
    pendingCommentId: comment.id,
    serviceJobId: job.id,
    secrets: [
      job.id,
      apiKey.id,
      webhook.id,
      owner.id,
      owner.email,
      mark,
      sessionId,
      conversation.id,
      attachment.id,
      reflection.id,
      comment.id,
      assessment.id,
      favourite.id,
      plan.id,
      '"bestCorrect":13',
    ],
  };
}

const OWNER_ROWS = [
  "SELECT row_to_json(t)::text AS row FROM users t WHERE id = $1",
  "SELECT row_to_json(t)::text AS row FROM auth_sessions t WHERE user_id = $1 ORDER BY id",
  "SELECT row_to_json(t)::text AS row FROM chat_conversations t WHERE user_id = $1 ORDER BY id",
  "SELECT row_to_json(m)::text AS row FROM chat_messages m JOIN chat_conversations c ON c.id = m.conversation_id WHERE c.user_id = $1 ORDER BY m.id",
  "SELECT row_to_json(t)::text AS row FROM chat_attachments t WHERE user_id = $1 ORDER BY id",
  "SELECT row_to_json(t)::text AS row FROM training_reflections t WHERE user_id = $1 ORDER BY id",
  "SELECT row_to_json(t)::text AS row FROM training_quiz_scores t WHERE user_id = $1 ORDER BY topic",
  "SELECT row_to_json(t)::text AS row FROM ai_maturity_assessments t WHERE user_id = $1 ORDER BY id",
  "SELECT row_to_json(t)::text AS row FROM ai_prompt_favourites t WHERE user_id = $1 ORDER BY id",
  "SELECT row_to_json(t)::text AS row FROM ai_training_plans t WHERE user_id = $1 ORDER BY id",
  "SELECT row_to_json(t)::text AS row FROM service_jobs t WHERE owner_id = $1 ORDER BY id",
  "SELECT row_to_json(t)::text AS row FROM api_keys t WHERE user_id = $1 ORDER BY id",
  "SELECT row_to_json(t)::text AS row FROM webhooks t WHERE user_id = $1 ORDER BY id",
  "SELECT row_to_json(t)::text AS row FROM blog_comments t WHERE email = (SELECT email FROM users WHERE id = $1) ORDER BY id",
];

/** Every row the owner has, as text: equal before and after another caller's request when nothing of theirs changed. */
export async function snapshotOwnerRows(context: AppContext, userId: string): Promise<string[]> {
  const rows: string[] = [];
  for (const query of OWNER_ROWS) {
    const result = await context.database.pool.query<{ row: string }>(query, [userId]);
    rows.push(...result.rows.map((row) => row.row));
  }
  return rows;
}
