import { randomBytes } from "node:crypto";
import type { TCertificate } from "../../contracts/courses";
import type { AppContext } from "../context";
import { AppError, notFound } from "../core/errors";
import type { AccessCaller } from "../access/policy";
import { renderCertificatePdf } from "./certificate-pdf";
import { certificateMinutesOf } from "./lesson-length";
import { readCourse } from "./service";
import {
  findCertificateByCode,
  findCertificateName,
  findCourseById,
  findIssuedCertificate,
  insertCertificateOnce,
  saveCertificateName,
  type CertificateRow,
} from "./store";

/** Crockford-style alphabet without look-alikes (0/O, 1/I/L): read aloud or typed from paper. */
const CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** 12 random characters (about 59 bits) in groups of four: not guessable, easy to type. */
export function generateCertificateCode(): string {
  const bytes = randomBytes(12);
  const characters = Array.from(bytes, (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length] ?? "2");
  return [0, 4, 8].map((start) => characters.slice(start, start + 4).join("")).join("-");
}

export function certificatePath(code: string): string {
  return `/certificados/${encodeURIComponent(code)}`;
}

function toCertificate(row: CertificateRow, courseSlug: string | null): TCertificate {
  return {
    code: row.code,
    displayName: row.displayName,
    courseTitle: row.courseTitle,
    courseSlug,
    totalMinutes: row.totalMinutes,
    issuedAt: row.issuedAt.toISOString(),
  };
}

/**
 * Issues (once) the learner's certificate of a course whose every lesson they completed, in the
 * name the person gave for certificates: asked at the first one (`name`, kept on the account),
 * never taken from the e-mail or an access code's label. Without it: 409 `certificate_name_required`.
 */
export async function issueCertificate(
  context: AppContext,
  learner: AccessCaller,
  slug: string,
  givenName?: string,
): Promise<CertificateRow> {
  const { db } = context.database;
  const course = await readCourse(context, learner, slug);
  if (!course.progress?.isCompleted) throw new AppError(409, "course_not_completed", "Complete every lesson first");
  const issued = await findIssuedCertificate(db, learner.user.id, course.id);
  if (issued) return issued;
  let name = await findCertificateName(db, learner.user.id);
  if (!name && givenName) {
    await saveCertificateName(db, learner.user.id, givenName);
    name = givenName;
  }
  if (!name) throw new AppError(409, "certificate_name_required", "Give the name to print on your certificates");
  return insertCertificateOnce(db, {
    code: generateCertificateCode(),
    userId: learner.user.id,
    courseId: course.id,
    displayName: name,
    courseTitle: course.title,
    totalMinutes: certificateMinutesOf(course.totalSeconds),
  });
}

export async function renderCertificate(context: AppContext, row: CertificateRow): Promise<Uint8Array> {
  return renderCertificatePdf({
    displayName: row.displayName,
    courseTitle: row.courseTitle,
    issuedAt: row.issuedAt,
    totalMinutes: row.totalMinutes,
    code: row.code,
    verifyUrl: `${context.siteOrigin}${certificatePath(row.code)}`,
  });
}

/** Public verification: a code we issued answers its certificate; anything else is a 404. */
export async function verifyCertificate(context: AppContext, code: string): Promise<TCertificate> {
  const row = await findCertificateByCode(context.database.db, code.trim().toUpperCase());
  if (!row) throw notFound("No certificate has this code");
  const course = row.courseId ? await findCourseById(context.database.db, row.courseId) : undefined;
  return toCertificate(row, course?.status === "published" ? course.slug : null);
}
