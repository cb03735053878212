/**
 * contracts/blog.ts HOME_OTHER_POSTS, mirrored so the home page does not pull
 * zod through contracts; home-limits.test.ts keeps them equal.
 */
export const HOME_OTHER_POSTS = 8;
