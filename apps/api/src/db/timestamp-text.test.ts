import { describe, expect, it } from 'vitest';
import { instantOfText } from './timestamp-text.js';

const two = (n: number) => String(n).padStart(2, '0');

/** A timestamp written as PostgreSQL writes a timestamptz (DateStyle ISO) at some offset. */
function pgText(at: Date, fraction: string, offsetMinutes: number): string {
  const local = new Date(at.getTime() + offsetMinutes * 60_000);
  const date = `${local.getUTCFullYear()}-${two(local.getUTCMonth() + 1)}-${two(local.getUTCDate())}`;
  const time = `${two(local.getUTCHours())}:${two(local.getUTCMinutes())}:${two(local.getUTCSeconds())}`;
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const offset = `${sign}${two(Math.floor(abs / 60))}${abs % 60 ? `:${two(abs % 60)}` : ''}`;
  return `${date} ${time}${fraction}${offset}`;
}

describe('instantOfText', () => {
  it('reads what PostgreSQL writes as the same instant `new Date` reads', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const offsets = [0, 60, -180, 330, -570, 765];
    for (let i = 0; i < 2_000; i++) {
      const at = new Date(Date.UTC(1970, 0, 1) + Math.floor(next() * 4_000_000_000_000));
      const digits = Math.floor(next() * 7);
      const fraction = digits ? `.${String(Math.floor(next() * 10 ** digits)).padStart(digits, '0')}` : '';
      const text = pgText(at, fraction, offsets[i % offsets.length] as number);
      expect(instantOfText(text)?.getTime(), text).toBe(new Date(text).getTime());
    }
  });

  it('leaves every other form to the caller', () => {
    for (const text of [
      'infinity',
      '-infinity',
      '0044-03-15 12:00:00+00 BC',
      '0099-01-01 00:00:00+00',
      '12026-01-02 03:04:05+00',
      '2026-01-02 03:04:05+05:30:15',
      '2026-01-02T03:04:05Z',
      '2026-01-02 03:04:05.+00',
      '2026-01-02 03:04:05',
      '2026-01-02 03:04:0x+00',
    ])
      expect(instantOfText(text), text).toBeUndefined();
  });
});
