import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** A stable identity (the outbox row's): the Message-ID is built from it, the same on every retry. */
  key?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** Closes the SMTP connections it keeps open (at shutdown). */
  close(): void;
}

interface Log {
  info(obj: object, msg: string): void;
}

/**
 * The nodemailer message, built key by key on a null-prototype object, so no key of the caller's or
 * of a polluted Object.prototype is picked up (docs/decisions/0012). nodemailer copies it into plain
 * objects of its own, so the recipient keys are also set, empty, to shadow any inherited value.
 */
function messageOf(from: string, mail: OutgoingMail): SendMailOptions {
  const message = Object.create(null) as SendMailOptions;
  message.cc = undefined;
  message.bcc = undefined;
  message.replyTo = undefined;
  message.envelope = undefined;
  message.from = from;
  message.to = mail.to;
  message.subject = mail.subject;
  message.text = mail.text;
  if (mail.html) message.html = mail.html;
  if (mail.key) message.messageId = `<${mail.key}@${domainOf(from)}>`;
  return message;
}

/** The sender's domain, for the right-hand side of a Message-ID. */
const domainOf = (from: string) => /@([A-Za-z0-9.-]+)/.exec(from)?.[1] ?? 'portal.invalid';

/**
 * SMTP waits bounded well under the mail.send job's expiry (decision 0023): a delivery that hangs
 * fails and is retried, instead of outliving its job and being sent twice.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * SMTP when a URL is configured; otherwise each mail becomes an .eml file under dataDir/mail.
 * SMTP connections are pooled, one per mail in flight (`maxConnections`, the worker's mail
 * concurrency), and reused, so a mail costs no handshake; `ratePerSecond` caps the pool's sending
 * rate where the server limits it (decision 0060).
 */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  log: Log;
  maxConnections?: number;
  ratePerSecond?: number;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport({
      url: opts.smtpUrl,
      pool: true,
      maxConnections: opts.maxConnections ?? 1,
      ...(opts.ratePerSecond ? { rateLimit: opts.ratePerSecond, rateDelta: 1000 } : {}),
      ...SMTP_TIMEOUTS,
    });
    return {
      async send(mail) {
        await transport.sendMail(messageOf(opts.from, mail));
      },
      close: () => transport.close(),
    };
  }
  const dir = path.resolve(opts.dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail(messageOf(opts.from, mail));
      await fs.mkdir(dir, { recursive: true });
      // Neither the name nor the log line carries the address: logs and file listings leak.
      const file = `${Date.now()}-${randomUUID()}.eml`;
      await fs.writeFile(path.join(dir, file), info.message as Buffer);
      opts.log.info({ file, subject: mail.subject }, 'mail written to outbox folder');
    },
    close: () => undefined,
  };
}
