import type { OutgoingMail } from './mailer.js';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A plain mail with one call-to-action link, as text and as minimal HTML. */
export function linkMail(
  to: string,
  subject: string,
  lines: string[],
  link: { label: string; url: string },
): OutgoingMail {
  const text = [...lines, '', `${link.label}: ${link.url}`].join('\n');
  const html = [
    ...lines.map((line) => `<p>${escape(line)}</p>`),
    `<p><a href="${escape(link.url)}">${escape(link.label)}</a></p>`,
  ].join('\n');
  return { to, subject, text, html };
}

export function resetPasswordMail(
  user: { email: string; name: string },
  link: string,
  ttlMinutes: number,
): OutgoingMail {
  return linkMail(
    user.email,
    'Reset your password',
    [
      `Hello ${user.name},`,
      'We received a request to reset the password of your Portal account.',
      `The link below works once and expires in ${ttlMinutes} minutes. If you did not ask for it, ignore this mail.`,
    ],
    { label: 'Reset password', url: link },
  );
}
