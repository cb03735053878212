import type { TAdminLearningPath, TLearningPathInput, TLearningPathUpdate } from "../../contracts/learning-paths";
import { ZLearningPathInputSchema } from "../../contracts/learning-paths";
import { BLOG_CACHE } from "../cache/namespaces";
import type { AppContext } from "../context";
import { AppError, badRequest, notFound } from "../core/errors";
import { isUniqueViolation } from "./admin-store";
import {
  deletePath,
  findAllPaths,
  findExistingCourseIds,
  findPathCourses,
  insertPath,
  reorderPaths,
  updatePath,
  type LearningPathRow,
} from "./learning-path-admin-store";

/** As a course's write: /cursos renders again, and the sitemap and page meta are read anew. */
async function invalidate(context: AppContext): Promise<void> {
  await context.cache.invalidate(BLOG_CACHE);
}

export async function listAdminPaths(context: AppContext): Promise<TAdminLearningPath[]> {
  const { db } = context.database;
  const paths = await findAllPaths(db);
  const courses = await findPathCourses(
    db,
    paths.map((path) => path.id),
  );
  return paths.map((path) => toAdminPath(path, courses));
}

function toAdminPath(path: LearningPathRow, courses: Awaited<ReturnType<typeof findPathCourses>>): TAdminLearningPath {
  return {
    id: path.id,
    title: path.title,
    slug: path.slug,
    description: path.description,
    status: path.published ? "published" : "draft",
    orderIndex: path.orderIndex,
    courses: courses
      .filter((course) => course.pathId === path.id)
      .map((course) => ({
        id: course.id,
        title: course.title,
        status: course.status === "published" ? "published" : "draft",
      })),
  };
}

async function readAdminPath(context: AppContext, id: string): Promise<TAdminLearningPath> {
  const path = (await listAdminPaths(context)).find((candidate) => candidate.id === id);
  if (!path) throw notFound("Learning path not found");
  return path;
}

/** A path may only hold courses that exist: an unknown id is the caller's mistake (400), named. */
async function requireCourses(context: AppContext, courseIds: string[] | undefined): Promise<void> {
  if (!courseIds) return;
  const existing = await findExistingCourseIds(context.database.db, courseIds);
  const unknown = courseIds.findIndex((id) => !existing.has(id));
  if (unknown >= 0)
    throw badRequest("Unknown course in courseIds", [{ path: `/courseIds/${unknown}`, message: "No such course" }]);
}

async function withSlugConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, "slug_taken", "Another learning path already uses this slug");
    throw error;
  }
}

export async function createPath(context: AppContext, input: TLearningPathInput): Promise<TAdminLearningPath> {
  const { courseIds, status, ...values } = ZLearningPathInputSchema.parse(input);
  await requireCourses(context, courseIds);
  const row = await withSlugConflict(() =>
    insertPath(context.database.db, { ...values, published: status === "published" }, courseIds),
  );
  await invalidate(context);
  return readAdminPath(context, row.id);
}

export async function editPath(
  context: AppContext,
  id: string,
  { courseIds, status, ...values }: TLearningPathUpdate,
): Promise<TAdminLearningPath> {
  await requireCourses(context, courseIds);
  const changes = status === undefined ? values : { ...values, published: status === "published" };
  const row = await withSlugConflict(() => updatePath(context.database.db, id, changes, courseIds));
  if (!row) throw notFound("Learning path not found");
  await invalidate(context);
  return readAdminPath(context, id);
}

export async function removePath(context: AppContext, id: string): Promise<void> {
  if (!(await deletePath(context.database.db, id))) throw notFound("Learning path not found");
  await invalidate(context);
}

export async function sortPaths(context: AppContext, ids: string[]): Promise<TAdminLearningPath[]> {
  await reorderPaths(context.database.db, ids);
  await invalidate(context);
  return listAdminPaths(context);
}
