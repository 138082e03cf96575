import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntlSoon } from './intl-warm-up';

describe('warmIntlSoon: ICU data loads while the page waits, never in the document parser’s way', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('builds a number format, plural rules and a date format in a later task, not at once', () => {
    vi.useFakeTimers();
    const built: unknown[][] = [];
    const recording = (name: string, use: 'format' | 'select') =>
      class {
        constructor(...args: unknown[]) {
          built.push([name, ...args]);
        }
        [use]() {
          return '';
        }
      };
    vi.stubGlobal('Intl', {
      NumberFormat: recording('number', 'format'),
      PluralRules: recording('plural', 'select'),
      DateTimeFormat: recording('date', 'format'),
    });
    warmIntlSoon('fr');
    expect(built).toEqual([]);
    vi.runAllTimers();
    expect(built).toEqual([
      ['number', 'fr'],
      ['plural', 'fr'],
      ['date', 'fr', { dateStyle: 'medium' }],
    ]);
  });

  it('lets a language tag Intl refuses pass without an error (the app’s own formatters report it)', () => {
    vi.useFakeTimers();
    warmIntlSoon('not a tag!');
    expect(() => vi.runAllTimers()).not.toThrow();
  });
});
