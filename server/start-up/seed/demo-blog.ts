import type { AppContext } from "../../context";
import { blogCategories, blogComments, blogPosts } from "../../db/schema/index";
import { renderForStorage } from "../../markdown/stored-html";
import { seedDemoCovers } from "./demo-covers";
import { hasAnyRow } from "./has-any-row";
import { DEMO_POSTS_1 } from "./demo-posts-1";
import { DEMO_POSTS_2 } from "./demo-posts-2";
import { DEMO_POSTS_3 } from "./demo-posts-3";
import { DEMO_POSTS_4 } from "./demo-posts-4";
import type { DemoCategory, DemoPost } from "./demo-types";

export const DEMO_CATEGORIES: DemoCategory[] = [
  { name: "Productividad", slug: "productividad", description: "Trabajar mejor y más rápido con asistentes de IA." },
  { name: "Derecho", slug: "derecho", description: "Inteligencia artificial aplicada a la práctica jurídica." },
  { name: "Salud", slug: "salud", description: "IA en consultas, hospitales y gestión sanitaria." },
  { name: "Finanzas", slug: "finanzas", description: "Contabilidad, fiscalidad y análisis financiero con IA." },
  { name: "Marketing", slug: "marketing", description: "Contenidos, comunicación y ventas con ayuda de la IA." },
  {
    name: "Ética y regulación",
    slug: "etica-y-regulacion",
    description: "Reglamento europeo, RGPD y uso responsable de la IA.",
  },
  { name: "Educación", slug: "educacion", description: "Formación y docencia en la era de la IA." },
];

export const DEMO_POSTS: DemoPost[] = [...DEMO_POSTS_1, ...DEMO_POSTS_2, ...DEMO_POSTS_3, ...DEMO_POSTS_4];

interface DemoComment {
  post: string;
  name: string;
  email: string;
  content: string;
  hoursAfter: number;
  replies?: Omit<DemoComment, "post" | "replies">[];
}

const DEMO_COMMENTS: DemoComment[] = [
  {
    post: "como-empezar-con-ia-generativa-en-tu-despacho",
    name: "Laura Martín",
    email: "laura.martin@example.com",
    content: "Muy útil la idea de medir el tiempo antes y después. Lo voy a proponer en mi gestoría este mes.",
    hoursAfter: 5,
    replies: [
      {
        name: "Equipo editorial",
        email: "editorial@example.com",
        content: "¡Gracias, Laura! Si lo pruebas, cuéntanos qué tareas os han funcionado mejor.",
        hoursAfter: 8,
      },
    ],
  },
  {
    post: "como-empezar-con-ia-generativa-en-tu-despacho",
    name: "Jordi Puig",
    email: "jordi.puig@example.com",
    content: "La regla de no introducir datos de clientes debería estar en la puerta de todos los despachos.",
    hoursAfter: 26,
  },
  {
    post: "guia-practica-de-prompts-para-profesionales",
    name: "Carmen Ortega",
    email: "carmen.ortega@example.com",
    content: "Lo de pedir que me haga preguntas antes de responder me ha cambiado la forma de trabajar. Gracias.",
    hoursAfter: 12,
  },
  {
    post: "alucinaciones-de-la-ia",
    name: "Andrés Gil",
    email: "andres.gil@example.com",
    content: "Me pasó exactamente lo de las referencias perfectas. Desde entonces verifico todo.",
    hoursAfter: 30,
  },
];

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * A realistic Spanish blog on an empty database: categories, articles with varied
 * dates (two featured), a cover drawn per post, and a few approved comments with a reply. Does nothing once any post or
 * category exists, so it never touches real content.
 */
export async function seedDemoBlog(context: AppContext): Promise<boolean> {
  if (!context.config.SEED_DEMO_CONTENT) return false;
  const { db } = context.database;
  const seeded = await db.transaction(async (tx) => {
    if (await hasAnyRow(tx, blogPosts, blogCategories)) return null;
    const categoryRows = await tx.insert(blogCategories).values(DEMO_CATEGORIES).returning();
    const categoryIds = new Map(categoryRows.map((row) => [row.slug, row.id]));
    const now = Date.now();
    const postRows = await tx
      .insert(blogPosts)
      .values(
        DEMO_POSTS.map((post) => {
          const publishedAt = new Date(now - post.daysAgo * DAY);
          return {
            title: post.title,
            slug: post.slug,
            excerpt: post.excerpt,
            content: post.content,
            ...renderForStorage(post.content, context.siteOrigin),
            categoryId: categoryIds.get(post.category) ?? null,
            featured: post.featured,
            published: true,
            publishedAt,
            createdAt: publishedAt,
            updatedAt: publishedAt,
          };
        }),
      )
      .returning({ id: blogPosts.id, slug: blogPosts.slug, publishedAt: blogPosts.publishedAt });
    const postsBySlug = new Map(postRows.map((row) => [row.slug, row]));
    for (const comment of DEMO_COMMENTS) {
      const post = postsBySlug.get(comment.post);
      if (!post?.publishedAt) continue;
      const base = post.publishedAt.getTime();
      const [parent] = await tx
        .insert(blogComments)
        .values({
          postId: post.id,
          name: comment.name,
          email: comment.email,
          content: comment.content,
          status: "approved",
          createdAt: new Date(base + comment.hoursAfter * HOUR),
        })
        .returning({ id: blogComments.id });
      for (const reply of comment.replies ?? []) {
        await tx.insert(blogComments).values({
          postId: post.id,
          parentId: parent?.id ?? null,
          name: reply.name,
          email: reply.email,
          content: reply.content,
          status: "approved",
          createdAt: new Date(base + reply.hoursAfter * HOUR),
        });
      }
    }
    return postRows;
  });
  if (!seeded) return false;
  // Drawn after the commit: a slow image step never holds the transaction open.
  const categoryOf = new Map(DEMO_POSTS.map((post) => [post.slug, post.category]));
  const covers = await seedDemoCovers(
    context,
    seeded.map((row) => ({ id: row.id, slug: row.slug, category: categoryOf.get(row.slug) ?? "" })),
  );
  await context.cache.invalidate("blog");
  context.log.info(
    `Demo blog seeded: ${DEMO_POSTS.length} posts (${covers} covers) in ${DEMO_CATEGORIES.length} categories`,
  );
  return true;
}
