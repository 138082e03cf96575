import { RICH_TEXT_LINK } from '@portal/contract';
import { ALLOWED_SAMPLES, findUnsafeHtml, XSS_PAYLOADS } from '@portal/contract/testing/xss-payloads';
import { describe, expect, it } from 'vitest';
import { sanitizeRichText, storedRichText } from './rich-text.js';

describe('sanitizeRichText (server, sanitize-html)', () => {
  it.each(XSS_PAYLOADS.map((payload) => [payload]))('leaves %s inert', (payload) => {
    const out = sanitizeRichText(payload);
    expect(findUnsafeHtml(out)).toEqual([]);
    // Words like `javascript:` may survive as text, never inside markup.
    const markup = (out.match(/<[^>]*>/g) ?? []).join('');
    expect(markup).not.toMatch(/javascript:|vbscript:|data:|on\w+\s*=|style=|<script|<svg|<math|<iframe|<img/i);
    // What comes out goes through again unchanged, so storing it twice cannot change it.
    expect(sanitizeRichText(out)).toBe(out);
  });

  it.each(ALLOWED_SAMPLES.map((sample) => [sample.html, sample.expected]))('keeps %s', (html, expected) => {
    expect(sanitizeRichText(html).replace(/<br \/>/g, '<br>')).toBe(expected);
  });

  it('keeps the text of refused elements, and drops script-like ones with their content', () => {
    expect(sanitizeRichText('<table><tr><td>cell</td></tr></table><p>after</p>')).toBe('cell<p>after</p>');
    expect(sanitizeRichText('<p>before</p><script>alert(1)</script><style>p{}</style>')).toBe('<p>before</p>');
  });

  it('keeps http, https and mailto links with our target and rel, whatever the input said', () => {
    const link = `target="${RICH_TEXT_LINK.target}" rel="${RICH_TEXT_LINK.rel}"`;
    expect(sanitizeRichText('<a href="mailto:jobs@example.test" target="_self" rel="opener">mail</a>')).toBe(
      `<a href="mailto:jobs@example.test" ${link}>mail</a>`,
    );
    expect(sanitizeRichText('<a href=" http://Example.TEST/a b ">spaced</a>')).toBe(
      `<a href="http://example.test/a%20b" ${link}>spaced</a>`,
    );
  });

  it('turns a link without a usable address into plain, attribute-free text', () => {
    expect(sanitizeRichText('<a href="/relative">rel</a><a href="#top">anchor</a><a>none</a>')).toBe(
      '<a>rel</a><a>anchor</a><a>none</a>',
    );
  });

  it('escapes text that looks like markup', () => {
    expect(sanitizeRichText('1 < 2 & 3 > 2')).toBe('1 &lt; 2 &amp; 3 &gt; 2');
  });
});

describe('storedRichText', () => {
  it('stores null for nothing, empty markup, or markup that sanitises to nothing', () => {
    expect(storedRichText(null)).toBeNull();
    expect(storedRichText(undefined)).toBeNull();
    expect(storedRichText('<p><br></p>')).toBeNull();
    expect(storedRichText('<script>alert(1)</script>')).toBeNull();
  });

  it('stores the sanitised HTML otherwise', () => {
    expect(storedRichText('<p onclick="x">Hello <strong>world</strong></p>')).toBe(
      '<p>Hello <strong>world</strong></p>',
    );
  });
});
