import { describe, expect, it } from 'vitest';
import { toMajorText, toMinor } from './money-field';

describe('money typed in major units, held in minor units', () => {
  it('reads dots and commas by the currency’s decimals', () => {
    expect(toMinor('25', 'EUR')).toBe(2500);
    expect(toMinor('25.5', 'EUR')).toBe(2550);
    expect(toMinor(' 19,90 ', 'EUR')).toBe(1990);
    expect(toMinor('1500', 'JPY')).toBe(1500);
    expect(toMinor('1.234', 'KWD')).toBe(1234);
  });

  it('leaves an empty field empty and anything else invalid', () => {
    expect(toMinor('', 'EUR')).toBeNull();
    expect(toMinor('-5', 'EUR')).toBeNaN();
    expect(toMinor('2.5.1', 'EUR')).toBeNaN();
    expect(toMinor('abc', 'EUR')).toBeNaN();
  });

  it('shows an amount with the currency’s decimals', () => {
    expect(toMajorText(2500, 'EUR')).toBe('25.00');
    expect(toMajorText(1500, 'JPY')).toBe('1500');
    expect(toMajorText(null, 'EUR')).toBe('');
  });
});
