/** Limits server and web app share, so a form refuses what the server would. */

/** Gmail's own cap on a label name. */
export const MAX_LABEL_NAME_LENGTH = 225;
/** RFC 5321's cap on an address. */
export const MAX_EMAIL_LENGTH = 254;
/** A person's name as shown in the app. */
export const MAX_USER_NAME_LENGTH = 100;
/** An API key's name (better-auth's api-key plugin is configured with it). */
export const MAX_API_KEY_NAME_LENGTH = 50;
/** The queue page the dashboard loads at a time, and the most one tRPC page holds. */
export const QUEUE_PAGE_SIZE = 50;
export const MAX_QUEUE_PAGE_SIZE = 200;
