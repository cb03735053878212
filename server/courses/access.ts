import type { CourseTier } from "../../contracts/courses";
import { tierAtLeast, type Tier } from "../../contracts/tiers";
import { findCallerTier } from "../assistants/caller-tier";
import type { CurrentUser } from "../auth/current-user";
import type { AppContext } from "../context";
import { AppError } from "../core/errors";
import type { CourseRow } from "./store";

/** Who is asking about a course: nobody (visitor), or a user with the tier their plan gives now. */
export interface Learner {
  user: CurrentUser;
  tier: Tier;
}

export async function toLearner(context: AppContext, user: CurrentUser | undefined): Promise<Learner | undefined> {
  return user ? { user, tier: await findCallerTier(context, user) } : undefined;
}

/** Lessons and their files follow the course's required tier; admins see everything. */
export function canOpenLessons(learner: Learner | undefined, course: CourseRow): boolean {
  if (!learner) return false;
  return learner.user.isAdmin || tierAtLeast(learner.tier, course.requiredTier as CourseTier);
}

/** A draft course exists only for admins (their preview). */
export function isVisible(learner: Learner | undefined, course: CourseRow | undefined): course is CourseRow {
  return course !== undefined && (course.status === "published" || learner?.user.isAdmin === true);
}

export function tierRequired(course: CourseRow): AppError {
  return new AppError(403, "tier_required", `This course needs the ${course.requiredTier} tier`, {
    requiredTier: course.requiredTier,
  });
}
