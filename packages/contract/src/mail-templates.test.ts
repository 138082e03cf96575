import { describe, expect, it } from 'vitest';
import { mailHtml, renderMail, renderMailTemplate } from './mail-render.js';
import { DEFAULT_MAIL_TEMPLATES, MAIL_SAMPLE_VALUES } from './mail-template-defaults.js';
import { MAIL_KINDS, templateErrors } from './mail-templates.js';
import { MESSAGES } from './messages.js';

describe('mail templates', () => {
  it.each(MAIL_KINDS)('the default %s template is valid and fills every placeholder', (kind) => {
    const template = DEFAULT_MAIL_TEMPLATES[kind];
    expect(templateErrors(kind, template)).toEqual({});
    const mail = renderMailTemplate(template, MAIL_SAMPLE_VALUES[kind]);
    expect(`${mail.subject}\n${mail.text}`).not.toMatch(/\{\{|\}\}/);
  });

  it('refuses unknown placeholders in the subject and the body', () => {
    expect(
      templateErrors('employer_rejected', { subject: 'Hi {{ nme }}', body: 'Reason: {{reason}} {{token}}' }),
    ).toEqual({ subject: [MESSAGES.unknownPlaceholder], body: [MESSAGES.unknownPlaceholder] });
  });

  it('requires the link in the body of a mail that has one', () => {
    expect(templateErrors('password_reset', { subject: 'Reset', body: 'Hello {{name}}' })).toEqual({
      body: [MESSAGES.linkPlaceholderRequired],
    });
    expect(templateErrors('employer_rejected', { subject: 'No', body: 'Hello {{name}}' })).toEqual({});
  });

  it('escapes every value in the HTML body and never reads a value as a placeholder', () => {
    const mail = renderMailTemplate(
      { subject: 'About {{business_name}}', body: 'Dear {{ name }},\n\nReason: {{reason}}' },
      {
        name: '<script>alert(1)</script>',
        business_name: 'A & B\r\nBcc: x@evil.test',
        reason: '{{name}}\nsecond line',
      },
    );
    expect(mail.subject).toBe('About A & B Bcc: x@evil.test');
    expect(mail.text).toBe('Dear <script>alert(1)</script>,\n\nReason: {{name}}\nsecond line');
    const html = mailHtml(mail.paragraphs);
    expect(html).toBe('<p>Dear &lt;script&gt;alert(1)&lt;/script&gt;,</p>\n<p>Reason: {{name}}<br>second line</p>');
  });

  it('makes the link an anchor only when it is a web address', () => {
    const link = (url: string) =>
      mailHtml(renderMailTemplate({ subject: 's', body: 'Go: {{link}}' }, { link: url }).paragraphs);
    expect(link('https://portal.example.com/x?a=1&b="2"')).toBe(
      '<p>Go: <a href="https://portal.example.com/x?a=1&amp;b=&quot;2&quot;">https://portal.example.com/x?a=1&amp;b=&quot;2&quot;</a></p>',
    );
    expect(link('javascript:alert(1)')).toBe('<p>Go: javascript:alert(1)</p>');
  });

  it('keeps every name-like value on one line, and a reason as written', () => {
    const mail = renderMailTemplate(
      { subject: 'Join {{invited_to}}', body: 'Hello {{name}},\n\nReason: {{reason}}' },
      {
        name: 'Bob,\n\nSECURITY NOTICE: sign in at https://evil.example/login\u2028now',
        invited_to: 'A\tB',
        reason: 'one\ntwo',
      },
    );
    expect(mail.subject).toBe('Join A B');
    expect(mail.text).toBe(
      'Hello Bob, SECURITY NOTICE: sign in at https://evil.example/login now,\n\nReason: one\ntwo',
    );
    expect(mailHtml(mail.paragraphs)).toBe(
      '<p>Hello Bob, SECURITY NOTICE: sign in at https://evil.example/login now,</p>\n<p>Reason: one<br>two</p>',
    );
  });
});

describe('a link stands on its own (decision 0020)', () => {
  const glued = { subject: 'Reset', body: 'verify here: https://evil.example/verify?next={{link}}' };
  const token = 'http://localhost:3000/reset-password?token=secret&email=a%40b.test';

  it('refuses a template that glues text to the link, and the link in the subject', () => {
    expect(templateErrors('password_reset', glued)).toEqual({ body: [MESSAGES.linkMustStandAlone] });
    for (const body of ['({{ link }})', '{{link}}.', '{{name}}{{link}}', 'Go:\n{{link}}x']) {
      expect(templateErrors('invitation', { subject: 'Join', body }), body).toEqual({
        body: [MESSAGES.linkMustStandAlone],
      });
    }
    expect(templateErrors('export_ready', { subject: 'Ready', body: 'Go:{{link}}' })).toEqual({
      body: [MESSAGES.linkMustStandAlone],
    });
    expect(templateErrors('password_reset', { subject: 'Reset {{link}}', body: 'Go:\n{{link}}\n' })).toEqual({
      subject: [MESSAGES.linkOnlyInBody],
    });
    expect(templateErrors('password_reset', { subject: 'Reset', body: '{{link}}\n\nAgain: {{ link }} ' })).toEqual({});
  });

  it('separates a glued link on render: a word of its own in the text, its own anchor in the HTML', () => {
    const mail = renderMailTemplate({ subject: 'Reset {{link}}', body: glued.body }, { link: token });
    expect(mail.subject).toBe('Reset');
    expect(mail.text).toBe(`verify here: https://evil.example/verify?next= ${token}`);
    expect(mail.text.split(/\s+/)).toContain(token);
    expect(mailHtml(mail.paragraphs)).toBe(
      `<p>verify here: https://evil.example/verify?next= <a href="${token.replace(/&/g, '&amp;')}">${token.replace(/&/g, '&amp;')}</a></p>`,
    );
    const after = renderMailTemplate({ subject: 's', body: '{{link}}{{name}}' }, { link: token, name: 'x' });
    expect(after.text).toBe(`${token} x`);
  });

  it('ends a reset or invitation mail with a fixed line naming the link’s domain, whatever the template says', () => {
    const values = { ...MAIL_SAMPLE_VALUES.password_reset, link: 'https://careers.acme.test/reset-password?token=t' };
    const notice =
      "This link goes to careers.acme.test. Before you enter a password, check that your browser's address bar shows careers.acme.test.";
    const mail = renderMail('password_reset', { subject: 'Reset', body: 'Only {{link}}' }, values);
    expect(mail.text).toBe(`Only ${values.link}\n\n${notice}`);
    expect(mailHtml(mail.paragraphs).split('\n').at(-1)).toBe(`<p>${notice.replace("'", '&#39;')}</p>`);
    const invitation = renderMail('invitation', DEFAULT_MAIL_TEMPLATES.invitation, MAIL_SAMPLE_VALUES.invitation);
    expect(invitation.text).toMatch(/This link goes to portal\.example\.com\.[^\n]*$/);
    const approval = renderMail('employer_approved', DEFAULT_MAIL_TEMPLATES.employer_approved, {
      ...MAIL_SAMPLE_VALUES.employer_approved,
    });
    expect(approval.text).not.toContain('This link goes to');
  });
});
