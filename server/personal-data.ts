import type { PersonalData } from "./account/personal-data";
import { AI_USAGE_EXPORT } from "./ai/personal-data";
import { AI_APP_SAVES_EXPORT } from "./ai-apps/personal-data";
import { CODES_NOT_EXPORTED, REDEMPTIONS_EXPORT } from "./access-codes/personal-data";
import { chatFilesOf, CONVERSATIONS_EXPORT, prepareChatFileRemoval } from "./assistants/personal-data";
import {
  AUTH_NOT_EXPORTED,
  EMAILS_SENT_EXPORT,
  eraseEmailsSent,
  PROFILE_EXPORT,
  SESSIONS_EXPORT,
} from "./auth/personal-data";
import { SUBSCRIPTION_EXPORT } from "./billing/personal-data";
import { POSTS_WRITTEN_EXPORT } from "./blog/personal-data";
import { anonymizeComments, COMMENTS_EXPORT } from "./comments/personal-data";
import { CONTACT_EXPORT, eraseContactMessages } from "./contact/personal-data";
import { COURSES_EXPORT, eraseCertificates } from "./courses/personal-data";
import { API_KEYS_EXPORT, WEBHOOKS_EXPORT } from "./integrations/personal-data";
import { SERVICE_JOBS_EXPORT } from "./jobs/personal-data";
import { eraseNewsletterSubscription, NEWSLETTER_EXPORT } from "./newsletter/personal-data";
import { TRAINING_EXPORT } from "./training/personal-data";
import { UPLOADS_EXPORT } from "./uploads/personal-data";

/**
 * A person's data across the domains, each read and erased by the domain that owns it: the
 * account's export and deletion use this table. A new user-owned feature adds its domain's
 * section here, and its eraser when its rows outlive the users row.
 */
export const PERSONAL_DATA: PersonalData = {
  sections: [
    PROFILE_EXPORT,
    SUBSCRIPTION_EXPORT,
    SESSIONS_EXPORT,
    ...CONVERSATIONS_EXPORT,
    AI_USAGE_EXPORT,
    ...TRAINING_EXPORT,
    AI_APP_SAVES_EXPORT,
    ...COURSES_EXPORT,
    COMMENTS_EXPORT,
    REDEMPTIONS_EXPORT,
    NEWSLETTER_EXPORT,
    CONTACT_EXPORT,
    EMAILS_SENT_EXPORT,
    POSTS_WRITTEN_EXPORT,
    UPLOADS_EXPORT,
    API_KEYS_EXPORT,
    WEBHOOKS_EXPORT,
    SERVICE_JOBS_EXPORT,
  ],
  notExported: [...CODES_NOT_EXPORTED, ...AUTH_NOT_EXPORTED],
  zipFiles: chatFilesOf,
  prepareFileRemoval: prepareChatFileRemoval,
  // The users row's deletion cascades to sessions, tokens, redemptions, chats and the billing
  // row; these hold the person outside it. Counters (code uses, newsletter totals) are anonymous.
  erasers: [eraseCertificates, anonymizeComments, eraseNewsletterSubscription, eraseContactMessages, eraseEmailsSent],
};
