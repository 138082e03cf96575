import { z } from 'zod';
import { keyParamsSchema } from './keys.js';
import { dataOf, listQuerySchema, ListMetaSchema } from './list.js';

/**
 * A notification is a kind plus its params (decision 0054): the web app words it in the reader's
 * language from the kind; the API also stores a plain English subject and content (sanitised HTML)
 * for any other client. `link` is an in-app path: absolute (`/exports/…`) or relative to the
 * notification's site (`jobs/hold`, opened under `/{account}/{site}/`).
 */
export const NOTIFICATION_KINDS = [
  'application_received',
  'job_on_hold',
  'employer_on_hold',
  'job_flagged',
  'export_ready',
  'credits_bought',
  'webhook_disabled',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Values a kind's wording reads (`{job_title}`…): short strings, never markup. */
export type NotificationParams = Record<string, string>;

/** A kind's English: `{name}` is a param; a count's wording has its singular beside it. */
export interface NotificationWording {
  subject: string;
  content: string;
  /** The param that counts (`quantity`): when it is "1", `one` words what it names instead. */
  counted?: string;
  one?: { subject?: string; content?: string };
}

/** The English wording of each kind; `{name}` is a param (escaped before it joins the HTML). */
export const NOTIFICATION_ENGLISH: Record<NotificationKind, NotificationWording> = {
  application_received: {
    subject: 'New application for {job_title}',
    content: '<p>{candidate} applied for <b>{job_title}</b>.</p>',
  },
  job_on_hold: {
    subject: 'Job awaiting approval: {job_title}',
    content: '<p><b>{job_title}</b> ({employer}) is on hold until it is approved.</p>',
  },
  employer_on_hold: {
    subject: 'Employer awaiting approval: {employer}',
    content: '<p>The registration of <b>{employer}</b> is on hold until it is approved.</p>',
  },
  job_flagged: {
    subject: 'Job flagged: {job_title}',
    content: '<p>A candidate reported <b>{job_title}</b>: {reason}.</p>',
  },
  export_ready: {
    subject: 'Your export is ready: {export_name}',
    content: '<p>{row_count} rows are ready to download.</p>',
    counted: 'row_count',
    one: { content: '<p>{row_count} row is ready to download.</p>' },
  },
  credits_bought: {
    subject: '{quantity} credits bought',
    content: '<p>{quantity} credits were added to the balance.</p>',
    counted: 'quantity',
    one: { subject: '{quantity} credit bought', content: '<p>{quantity} credit was added to the balance.</p>' },
  },
  webhook_disabled: {
    subject: 'Webhook endpoint disabled: {url}',
    content:
      '<p>Deliveries to <b>{url}</b> failed for a day, so the endpoint was disabled. Fix it, then enable it again.</p>',
  },
};

/** The SSE channel's event names (`event:` lines of `GET /v1/notifications/stream`). */
export const NOTIFICATION_STREAM_EVENTS = {
  /** First: `{unread}`. */
  ready: 'ready',
  /** A new notification of the caller (`Notification`). */
  notification: 'notification',
  /** The server may have missed some (its listener reconnected): read the inbox again. */
  resync: 'resync',
  /** The token expired or was revoked: do not reconnect with it. */
  end: 'end',
} as const;

export const NotificationSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  params: z.record(z.string(), z.string()),
  subject: z.string(),
  /** Sanitised HTML (spec §9 tags only). */
  content: z.string(),
  link: z.string().nullable(),
  /** The site the notification is about (its relative link opens there), or null. */
  account_id: z.number().int().nullable(),
  site_id: z.number().int().nullable(),
  notified_at: z.string(),
  read_at: z.string().nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NOTIFICATION_SORTS = ['notified_at'] as const;

export const NotificationInboxQuerySchema = listQuerySchema(NOTIFICATION_SORTS, {
  unread: z.enum(['true', 'false']).optional(),
});
export type NotificationInboxQuery = z.infer<typeof NotificationInboxQuerySchema>;

/** A page of the inbox; `meta.unread` counts every unread notification of the caller (the bell's badge). */
export const NotificationInboxSchema = z.object({
  data: z.array(NotificationSchema),
  meta: ListMetaSchema.extend({ unread: z.number().int() }),
});
export type NotificationInbox = z.infer<typeof NotificationInboxSchema>;

export const NotificationDataSchema = dataOf(NotificationSchema);
export const NotificationParamsSchema = keyParamsSchema('uuid');

/** `PATCH /v1/notifications/{uuid}`: mark read (true) or unread (false). */
export const UpdateNotificationSchema = z.object({ read: z.boolean() });
export type UpdateNotification = z.infer<typeof UpdateNotificationSchema>;

export const ReadAllNotificationsSchema = z.object({ data: z.object({ updated: z.number().int() }) });
