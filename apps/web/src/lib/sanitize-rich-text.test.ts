import { RICH_TEXT_LINK } from '@portal/contract';
import { ALLOWED_SAMPLES, findUnsafeHtml, XSS_PAYLOADS } from '@portal/contract/testing/xss-payloads';
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize-rich-text';

describe('sanitizeRichText (browser, DOMPurify)', () => {
  it.each(XSS_PAYLOADS.map((payload) => [payload]))('leaves %s inert', (payload) => {
    const out = sanitizeRichText(payload);
    expect(findUnsafeHtml(out)).toEqual([]);
    const markup = (out.match(/<[^>]*>/g) ?? []).join('');
    expect(markup).not.toMatch(/javascript:|vbscript:|data:|on\w+\s*=|style=|<script|<svg|<math|<iframe|<img/i);
    expect(sanitizeRichText(out)).toBe(out);
  });

  it.each(ALLOWED_SAMPLES.map((sample) => [sample.html, sample.expected]))('keeps %s', (html, expected) => {
    expect(sanitizeRichText(html)).toBe(expected);
  });

  it('forces our target and rel on a link, whatever the input said', () => {
    expect(sanitizeRichText('<a href="mailto:jobs@example.test" target="_self" rel="opener">mail</a>')).toBe(
      `<a href="mailto:jobs@example.test" target="${RICH_TEXT_LINK.target}" rel="${RICH_TEXT_LINK.rel}">mail</a>`,
    );
  });

  it('turns a link without a usable address into attribute-free text', () => {
    expect(sanitizeRichText('<a href="/relative">rel</a><a href="//evil.example">pr</a>')).toBe('<a>rel</a><a>pr</a>');
  });

  it('writes what is left in the element the DOM builds, never an element off the list', () => {
    const out = sanitizeRichText('<table><tr><td>cell</td></tr></table><p>after</p><script>alert(1)</script>');
    expect(out).toBe('cell<p>after</p>');
  });
});
