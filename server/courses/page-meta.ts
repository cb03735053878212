import { PUBLIC_PATHS } from "../../contracts/routes";
import type { AppContext } from "../context";
import { toScriptJson } from "../core/escape";
import { SITE_NAME } from "../core/site";
import { type PageMeta, type PageMetaResolver } from "../core/page-meta";
import { escapeHtml } from "../core/escape";
import { findCertificateByCode, findCourseBySlug, findLessonsOfCourses } from "./store";

const LIST_DESCRIPTION =
  "Microcursos de IA para profesionales: lecciones cortas en vídeo, con texto, materiales y certificado.";
const PATHS_DESCRIPTION =
  "Itinerarios de aprendizaje construidos con microcursos: IA para despachos, docentes y equipos.";
const NOT_FOUND: PageMeta = { title: `Página no encontrada · ${SITE_NAME}`, status: 404 };

/**
 * Server-rendered meta for /microcursos, /cursos, each published course (JSON-LD Course), its
 * lessons and certificate pages; an unknown or draft course, or a lesson the course does not
 * have, answers 404 (a lesson's page is public: its content is behind the API's tier check).
 */
export function createCoursePageMeta(context: AppContext): PageMetaResolver {
  const origin = context.siteOrigin;
  return async (rawPathname) => {
    const pathname = rawPathname.length > 1 ? rawPathname.replace(/\/+$/, "") : rawPathname;
    if (pathname === PUBLIC_PATHS.microcourses)
      return { title: `Microcursos · ${SITE_NAME}`, description: LIST_DESCRIPTION, canonicalPath: pathname };
    if (pathname === PUBLIC_PATHS.courses)
      return { title: `Cursos · ${SITE_NAME}`, description: PATHS_DESCRIPTION, canonicalPath: pathname };
    const code = /^\/certificados\/([^/]+)$/.exec(pathname)?.[1];
    if (code !== undefined) {
      const certificate = await findCertificateByCode(context.database.db, safeDecode(code).toUpperCase());
      return certificate ? { title: `Certificado · ${certificate.courseTitle} · ${SITE_NAME}` } : NOT_FOUND;
    }
    const lessonPath = /^\/microcursos\/([^/]+)\/([^/]+)$/.exec(pathname);
    if (lessonPath) return resolveLessonMeta(context, safeDecode(lessonPath[1] ?? ""), safeDecode(lessonPath[2] ?? ""));
    const slug = /^\/microcursos\/([^/]+)$/.exec(pathname)?.[1];
    if (slug === undefined) return undefined;
    const course = await findCourseBySlug(context.database.db, safeDecode(slug));
    if (!course || course.status !== "published") return NOT_FOUND;
    const path = `/microcursos/${encodeURIComponent(course.slug)}`;
    const jsonLd = {
      "@context": "https://schema.org",
      "@type": "Course",
      name: course.title,
      description: course.excerpt || course.description.slice(0, 300),
      inLanguage: "es",
      url: `${origin}${path}`,
      provider: { "@type": "Organization", name: SITE_NAME, sameAs: origin },
    };
    return {
      title: `${course.title} · Microcursos · ${SITE_NAME}`,
      description: course.excerpt,
      canonicalPath: path,
      extraHead: [
        `<meta property="og:site_name" content="${escapeHtml(SITE_NAME)}" />`,
        `<script type="application/ld+json">${toScriptJson(jsonLd)}</script>`,
      ].join("\n    "),
    };
  };
}

async function resolveLessonMeta(context: AppContext, courseSlug: string, lessonSlug: string): Promise<PageMeta> {
  const course = await findCourseBySlug(context.database.db, courseSlug);
  if (!course || course.status !== "published") return NOT_FOUND;
  const lesson = (await findLessonsOfCourses(context.database.db, [course.id])).find((row) => row.slug === lessonSlug);
  if (!lesson) return NOT_FOUND;
  return { title: `${lesson.title} · ${course.title} · ${SITE_NAME}`, description: course.excerpt };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
