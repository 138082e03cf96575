import { z } from 'zod';

/** A limiter's window: at most a day, the age at which counted attempts are swept. */
const limitWindow = (seconds: number) => z.coerce.number().int().min(1).max(86_400).default(seconds);

/**
 * What one client, user, token, key or site may spend before it is refused (429, 413 or 503): the
 * abuse budgets of decisions 0012, 0022, 0045, 0061–0063, 0105 and 0107, each from the environment
 * with its default. Part of the configuration (`config.ts`), kept apart because they are read together.
 */
export const LIMIT_SETTINGS = {
  // Notification streams (decision 0063): a new stream over the cap of its token or its user ends
  // that token's or user's oldest; a process holding the ceiling answers 503.
  NOTIFICATION_STREAMS_PER_TOKEN: z.coerce.number().int().min(1).max(100).default(5),
  NOTIFICATION_STREAMS_PER_USER: z.coerce.number().int().min(1).max(1000).default(10),
  NOTIFICATION_STREAMS_PER_PROCESS: z.coerce.number().int().min(1).default(2000),
  // Sign-in failures (decision 0012): per account from one IP, per IP, and a ceiling per account
  // from all IPs together, at most 100 as NIST SP 800-63B allows, over its own longer window.
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(20),
  LOGIN_FAILURE_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(15 * 60),
  LOGIN_MAX_FAILURES_PER_ACCOUNT_ALL_IPS: z.coerce.number().int().min(1).max(100).default(100),
  LOGIN_ACCOUNT_FAILURE_WINDOW_SECONDS: limitWindow(86_400),
  FORGOT_PASSWORD_MAX_PER_ADDRESS: z.coerce.number().int().min(1).default(3),
  FORGOT_PASSWORD_MAX_PER_IP: z.coerce.number().int().min(1).default(20),
  FORGOT_PASSWORD_WINDOW_SECONDS: limitWindow(15 * 60),
  INVITATIONS_MAX_PER_USER: z.coerce.number().int().min(1).default(30),
  INVITATIONS_MAX_PER_ADDRESS: z.coerce.number().int().min(1).default(5),
  INVITATIONS_WINDOW_SECONDS: limitWindow(3600),
  // The public candidate API (decision 0045): applications, and flags with feedback, per client
  // address and per site, over one window.
  CANDIDATE_APPLY_MAX_PER_IP: z.coerce.number().int().min(1).default(20),
  CANDIDATE_APPLY_MAX_PER_SITE: z.coerce.number().int().min(1).default(5000),
  CANDIDATE_REPORTS_MAX_PER_IP: z.coerce.number().int().min(1).default(30),
  CANDIDATE_REPORTS_MAX_PER_SITE: z.coerce.number().int().min(1).default(2000),
  CANDIDATE_LIMIT_WINDOW_SECONDS: limitWindow(3600),
  /** Mails the apply route sends one address (receipts, notices to the owner) per window (decision 0061). */
  CANDIDATE_MAILS_MAX_PER_RECIPIENT: z.coerce.number().int().min(1).default(10),
  /** Requests one API key may make per window (decision 0105), counted by the rate-limit table. */
  API_KEY_MAX_REQUESTS: z.coerce.number().int().min(1).default(600),
  API_KEY_WINDOW_SECONDS: limitWindow(60),
  /** Reads of a site's XML feed and sitemaps per client address and window (decision 0107); no shared budget. */
  FEED_MAX_PER_IP: z.coerce.number().int().min(1).default(60),
  FEED_LIMIT_WINDOW_SECONDS: limitWindow(3600),
  UPLOADS_MAX_PER_USER: z.coerce.number().int().min(1).default(120),
  UPLOADS_WINDOW_SECONDS: limitWindow(3600),
  // Storage quotas (decision 0022): bytes of the files table per site and per uploader; then 413.
  UPLOADS_SITE_QUOTA_MB: z.coerce.number().int().min(1).default(1024),
  UPLOADS_USER_QUOTA_MB: z.coerce.number().int().min(1).default(256),
  /** An upload no record points at is deleted this long after it was made (at least ten minutes: a form may still be open). */
  UPLOADS_UNATTACHED_MAX_AGE_SECONDS: z.coerce.number().int().min(600).default(86_400),
  // Candidate files (decision 0062): a budget apart from the staff quotas above, in MB of files
  // sent with public applications per site and per client address (IPv6: per /64) over the last
  // 24 hours, and per application; past one, the application is refused (429, or 422 for one too big).
  CANDIDATE_UPLOADS_SITE_DAILY_MB: z.coerce.number().int().min(1).default(1024),
  CANDIDATE_UPLOADS_PER_IP_DAILY_MB: z.coerce.number().int().min(1).default(60),
  APPLICATION_MAX_TOTAL_MB: z.coerce.number().int().min(1).max(60).default(15),
  /** How long an application keeps its sender's address (for the budget and a flood's purge). */
  CANDIDATE_ADDRESS_RETENTION_DAYS: z.coerce.number().int().min(1).default(30),
};
