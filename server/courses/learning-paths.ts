import type { TLearningPath } from "../../contracts/courses";
import type { AppContext } from "../context";
import type { AccessCaller } from "../access/policy";
import { summarizeCourses } from "./service";
import { findPublishedCourses, findPublishedPaths } from "./store";

/** /cursos: each published path with its published courses in order and the total time. */
export async function listLearningPaths(
  context: AppContext,
  learner: AccessCaller | undefined,
): Promise<TLearningPath[]> {
  const { db } = context.database;
  const [{ paths, links }, courses] = await Promise.all([findPublishedPaths(db), findPublishedCourses(db)]);
  const summaries = new Map((await summarizeCourses(context, learner, courses)).map((course) => [course.id, course]));
  return paths.map((path) => {
    const pathCourses = links
      .filter((link) => link.pathId === path.id)
      .flatMap((link) => summaries.get(link.courseId) ?? []);
    return {
      id: path.id,
      slug: path.slug,
      title: path.title,
      description: path.description,
      totalSeconds: pathCourses.reduce((total, course) => total + course.totalSeconds, 0),
      courses: pathCourses,
    };
  });
}
