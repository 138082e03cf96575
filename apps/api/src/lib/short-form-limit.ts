/**
 * The body limit of an anonymous route taking a short form (sign-in, a flag, a feedback): a few fields.
 * Routes declare it; plugins/body-limits.ts enforces every route's limit (decision 0061).
 */
export const SHORT_FORM_BODY_LIMIT = 16 * 1024;
