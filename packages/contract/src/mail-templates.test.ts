import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAIL_TEMPLATES,
  MAIL_KINDS,
  MAIL_SAMPLE_VALUES,
  mailHtml,
  renderMailTemplate,
  templateErrors,
} from './mail-templates.js';
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
});
