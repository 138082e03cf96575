// A `timestamptz` as PostgreSQL writes it (DateStyle ISO: `2026-01-02 03:04:05.123456+00`) read
// digit by digit (decision 0110). drizzle hands the text to `new Date`, whose parser does not take
// this form as ISO and falls back to its slow legacy path: two dates a row on every list page.

/** The number written by `text` from `from` to `to`, or -1 if a character there is not a digit. */
function digitsAt(text: string, from: number, to: number): number {
  if (to > text.length) return -1;
  let n = 0;
  for (let i = from; i < to; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    n = n * 10 + digit;
  }
  return n;
}

const isDigit = (text: string, at: number) => at < text.length && digitsAt(text, at, at + 1) >= 0;

/**
 * The instant of a timestamp in PostgreSQL's ISO output, or undefined for any other form (a year
 * before 1000 or past 9999, BC, `infinity`, an offset with seconds): the caller parses those as
 * before. Fractions past the millisecond are cut, as `new Date` cuts them.
 */
export function instantOfText(text: string): Date | undefined {
  if (text.length < 22 || text[4] !== '-' || text[7] !== '-' || text[10] !== ' ') return undefined;
  if (text[13] !== ':' || text[16] !== ':') return undefined;
  const fields = [
    [0, 4],
    [5, 7],
    [8, 10],
    [11, 13],
    [14, 16],
    [17, 19],
  ].map(([from, to]) => digitsAt(text, from as number, to as number));
  const [year = -1, month = -1, day = -1, hour = -1, minute = -1, second = -1] = fields;
  if (year < 1000 || month < 1 || day < 1 || hour < 0 || minute < 0 || second < 0) return undefined;
  let at = 19;
  let ms = 0;
  if (text[at] === '.') {
    let end = at + 1;
    while (isDigit(text, end)) end++;
    if (end === at + 1) return undefined;
    const kept = Math.min(end - at - 1, 3);
    ms = digitsAt(text, at + 1, at + 1 + kept) * 10 ** (3 - kept);
    at = end;
  }
  const sign = text[at] === '+' ? 1 : text[at] === '-' ? -1 : 0;
  const offsetHours = digitsAt(text, at + 1, at + 3);
  if (sign === 0 || offsetHours < 0) return undefined;
  at += 3;
  let offsetMinutes = 0;
  if (text[at] === ':') {
    offsetMinutes = digitsAt(text, at + 1, at + 3);
    if (offsetMinutes < 0) return undefined;
    at += 3;
  }
  if (at !== text.length) return undefined;
  const local = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  return new Date(local - sign * (offsetHours * 60 + offsetMinutes) * 60_000);
}
