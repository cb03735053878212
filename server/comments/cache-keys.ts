/** Cache namespace of public comment lists; every comment write empties it. */
export const COMMENTS_CACHE = "comments";
