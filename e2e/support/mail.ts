import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from '@playwright/test';
import { serverOf } from './servers';

/** Where the server under test writes its mails as .eml files (no SMTP configured: apps/api/src/mail/mailer.ts). */
const mailDir = () => path.join(serverOf(test.info().parallelIndex).dataDir, 'mail');

/** A mail's source with quoted-printable soft breaks and escapes undone, so links read whole. */
function decodeQuotedPrintable(source: string): string {
  return source
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The newest mail whose `To:` header is `address` (file names need not contain it), waiting for the mail queue. */
export async function mailTo(address: string, timeoutMs = 15_000): Promise<string> {
  const header = new RegExp(`^To: <?${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}>?\\s*$`, 'im');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const names = await readdir(mailDir()).catch(() => [] as string[]);
    for (const name of names
      .filter((n) => n.endsWith('.eml'))
      .sort()
      .reverse()) {
      const source = await readFile(path.join(mailDir(), name), 'utf8');
      if (header.test(source)) return decodeQuotedPrintable(source);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${address} in ${mailDir()}`);
}

/** The path and query of the first link in `mail` to `pathname` (the host is the site's, not the test server's). */
export function linkIn(mail: string, pathname: string): string {
  const match = new RegExp(`https?://[^\\s"<>]*(${pathname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\?[^\\s"<>]+)`).exec(
    mail,
  );
  if (!match?.[1]) throw new Error(`no ${pathname} link in the mail`);
  return match[1].replace(/&amp;/g, '&');
}

/** The HTML part, decoded, of each mail written to one of `addresses`, waiting for one per address at least. */
export async function mailHtmlFor(addresses: string[]): Promise<string[]> {
  const dir = mailDir();
  const htmls: string[] = [];
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline && htmls.length < addresses.length) {
    htmls.length = 0;
    for (const name of (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml'))) {
      const source = await readFile(path.join(dir, name), 'utf8');
      if (!addresses.some((a) => source.includes(`To: ${a}`) || source.includes(`<${a}>`))) continue;
      const part = /Content-Type: text\/html[^\r\n]*\r?\n(?:[^\r\n]+\r?\n)*\r?\n([\s\S]*?)\r?\n--/i.exec(source)?.[1];
      const qp = /Content-Type: text\/html[\s\S]*?Content-Transfer-Encoding: quoted-printable/i.test(source);
      const base64 = /Content-Type: text\/html[\s\S]*?Content-Transfer-Encoding: base64/i.test(source);
      if (!part) continue;
      htmls.push(
        base64
          ? Buffer.from(part.replace(/\s+/g, ''), 'base64').toString('utf8')
          : qp
            ? Buffer.from(
                part
                  .replace(/=\r?\n/g, '')
                  .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
                'latin1',
              ).toString('utf8')
            : part,
      );
    }
    if (htmls.length < addresses.length) await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return htmls;
}
