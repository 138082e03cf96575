import {
  DEFAULT_MAIL_TEMPLATES,
  DEFAULT_TITLE,
  mailHtml,
  renderMail,
  type MailKind,
  type MailValues,
} from '@portal/contract';
import type { Db } from '../../db/client.js';
import type { OutgoingMail } from '../../mail/mailer.js';
import { findSiteMail } from './repository.js';

export interface MailRequest<K extends MailKind> {
  kind: K;
  /** The site the mail is about: its saved wording and title apply. None: the default wording and "Portal". */
  siteId: number | null;
  to: string;
  /** Every placeholder but `site_title`, which comes from the site. */
  values: Omit<MailValues<K>, 'site_title'>;
}

/**
 * A mail of the product in the site's own wording (decision 0015), or the default one: the text
 * body as written, and an HTML body with every value escaped. Name-like values are one line, the
 * link stands apart from any text, and a mail with a secret link ends with the fixed line naming
 * the link's domain (decision 0020). A caller sends a token only through a site the person
 * belongs to (or is invited to).
 */
export async function composeMail<K extends MailKind>(db: Db, request: MailRequest<K>): Promise<OutgoingMail> {
  const site = request.siteId === null ? undefined : await findSiteMail(db, request.siteId, request.kind);
  const template =
    site?.subject != null && site.body != null
      ? { subject: site.subject, body: site.body }
      : DEFAULT_MAIL_TEMPLATES[request.kind];
  const values: Record<string, string> = { ...request.values, site_title: site?.title ?? DEFAULT_TITLE };
  const mail = renderMail(request.kind, template, values);
  return { to: request.to, subject: mail.subject, text: mail.text, html: mailHtml(mail.paragraphs) };
}
