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
