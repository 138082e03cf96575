import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.js';
import { requiredRichTextSchema, richTextHasText, richTextSchema, safeLinkHref } from './rich-text.js';
import './validation.js';

const errorOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('safeLinkHref', () => {
  it.each([
    ['https://example.test/jobs?q=1', 'https://example.test/jobs?q=1'],
    ['  HTTP://Example.TEST ', 'http://example.test/'],
    ['mailto:jobs@example.test', 'mailto:jobs@example.test'],
  ])('keeps %s as %s', (input, output) => {
    expect(safeLinkHref(input)).toBe(output);
  });

  it.each([
    'javascript:alert(1)',
    ' \tjava\nscript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    '/relative/path',
    '//evil.example/x',
    '#top',
    'https://user:pass@evil.example/',
    'mailto:',
    'ftp://example.test/file',
    'not a url',
  ])('refuses %s', (input) => {
    expect(safeLinkHref(input)).toBeNull();
  });
});

describe('richTextHasText', () => {
  it('sees no text in empty markup and non-breaking spaces', () => {
    expect(richTextHasText('<p><br></p><div>&nbsp;</div>')).toBe(false);
    expect(richTextHasText('<p>Hi</p>')).toBe(true);
  });
});

describe('richTextSchema', () => {
  it('turns empty input into null and keeps HTML as sent (the API sanitises it)', () => {
    expect(richTextSchema().parse(undefined)).toBeNull();
    expect(richTextSchema().parse(null)).toBeNull();
    expect(richTextSchema().parse('<p><br></p>')).toBeNull();
    expect(richTextSchema().parse(' <p>Bio</p> ')).toBe('<p>Bio</p>');
  });

  it('refuses HTML longer than its bound, and what is not a string', () => {
    expect(errorOf(richTextSchema(10).safeParse('<p>long text</p>'))).toBe(MESSAGES.tooLong);
    expect(errorOf(richTextSchema().safeParse(42))).toBe(MESSAGES.invalid);
  });

  it('requires some text when required', () => {
    expect(errorOf(requiredRichTextSchema().safeParse('<p> </p>'))).toBe(MESSAGES.required);
    expect(errorOf(requiredRichTextSchema().safeParse(undefined))).toBe(MESSAGES.required);
    expect(requiredRichTextSchema().parse('<p>Role</p>')).toBe('<p>Role</p>');
  });
});
