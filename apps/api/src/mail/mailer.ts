import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

interface Log {
  info(obj: object, msg: string): void;
}

/** SMTP when a URL is configured; otherwise each mail becomes an .eml file under dataDir/mail. */
export function createMailer(opts: { smtpUrl?: string; from: string; dataDir: string; log: Log }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: opts.from, ...mail, html: mail.html ?? undefined });
      },
    };
  }
  const dir = path.resolve(opts.dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: opts.from, ...mail, html: mail.html ?? undefined });
      await fs.mkdir(dir, { recursive: true });
      const safeTo = mail.to.replace(/[^a-z0-9@._-]/gi, '_');
      // A random part keeps two mails to one address in the same millisecond apart.
      const file = path.join(dir, `${Date.now()}-${randomUUID().slice(0, 8)}-${safeTo}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      opts.log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to outbox folder');
    },
  };
}
