import { describe, expect, it } from 'vitest';
import { csvLine, csvLines, type CsvCell } from './csv.js';

/** A strict RFC 4180 reader of one line, as a spreadsheet with the given separator reads it. */
function readLine(line: string, separator = ','): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  const body = line.replace(/\r\n$/, '');
  for (let i = 0; i < body.length; i++) {
    const char = body[i];
    if (quoted && char === '"' && body[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (char === '"' && (quoted || cell === '')) quoted = !quoted;
    else if (!quoted && char === separator) {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  return [...cells, cell];
}

/** What a spreadsheet may run as a formula, once it strips blanks or stray quotes. */
const runsAsFormula = (piece: string) => /^[\s"]*[=+\-@]/.test(piece);
const piecesOf = (text: string) => text.split(/[,;\t\r\n]/);

describe('csvLine', () => {
  it.each<[string, CsvCell, string]>([
    ['a plain value as it is', 'Acme Bakery', 'Acme Bakery'],
    ['an address as it is', 'jo@acme.test', 'jo@acme.test'],
    ['a dash inside a value as it is', 'Jean-Paul', 'Jean-Paul'],
    ['an empty value', '', ''],
    ['null as an empty cell', null, ''],
    ['a negative number as a number', -5, '-5'],
    ['a comma, quoted', 'a,b', '"a,b"'],
    ['a semicolon, quoted', 'a;b', '"a;b"'],
    ['a tab, quoted', 'a\tb', '"a\tb"'],
    ['a line break, quoted', 'a\r\nb', '"a\r\nb"'],
    ['a quote, doubled and quoted', 'say "hi"', '"say ""hi"""'],
    ['a formula, prefixed', '=1+1', "'=1+1"],
    ['a plus, prefixed', '+33 1 23', "'+33 1 23"],
    ['a minus, prefixed', '-2+3', "'-2+3"],
    ['an at sign, prefixed', '@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['a leading tab, prefixed and quoted', '\tx', '"\'\tx"'],
    ['a leading CR, prefixed and quoted', '\rx', '"\'\rx"'],
    ['a formula after a semicolon', 'ok;=1+1;x', '"ok;\'=1+1;x"'],
    ['a formula after a comma', 'ok,=1+1', '"ok,\'=1+1"'],
    ['a formula after a tab', 'ok\t@x', '"ok\t\'@x"'],
    ['a formula on a new line', 'ok\n-1', '"ok\n\'-1"'],
    ['a formula behind blanks', 'ok; =1', '"ok;\' =1"'],
    ['a formula behind a quote', 'ok;"=1"', '"ok;\'""=1"""'],
  ])('writes %s', (_name, cell, written) => {
    expect(csvLine([cell])).toBe(`${written}\r\n`);
  });

  it('joins cells with commas and ends the line with CRLF', () => {
    expect(csvLine(['a', 1, null, 'b;c'])).toBe('a,1,,"b;c"\r\n');
  });

  const triggers = ['=', '+', '-', '@'];
  const separators = [',', ';', '\t', '\n', '\r', '\r\n'];
  const leads = ['', ' ', '"', '" '];
  const hostile = triggers.flatMap((trigger) =>
    leads.flatMap((lead) => [
      `${lead}${trigger}HYPERLINK("https://evil.example")`,
      ...separators.map((sep) => `ok${sep}${lead}${trigger}cmd|' /C calc'!A0${sep}x`),
    ]),
  );

  it('reads each hostile value back as one cell, only the prefixes added', () => {
    for (const value of hostile) {
      const [before, read = '', after, ...rest] = readLine(csvLine(['before', value, 'after']));
      expect([before, after, rest]).toEqual(['before', 'after', []]);
      expect(read.replace(/'(?=[\s"]*[=+\-@])/g, '').replace(/^'(?=[\t\r])/, ''), value).toBe(value);
    }
  });

  it.each([',', ';', '\t'])('leaves no formula in any piece for a reader splitting on %j', (separator) => {
    for (const value of hostile) {
      const line = csvLine(['before', value, 'after']);
      const read = readLine(line, separator).flatMap(piecesOf);
      expect(read.filter(runsAsFormula), value).toEqual([]);
      expect(piecesOf(line).filter(runsAsFormula), value).toEqual([]);
    }
  });
});

describe('csvLines', () => {
  it('writes the header, then one line per row', async () => {
    async function* rows() {
      yield ['1', '=x'];
      yield ['2', null];
    }
    const lines: string[] = [];
    for await (const line of csvLines(['id', 'name'], rows())) lines.push(line);
    expect(lines).toEqual(['id,name\r\n', "1,'=x\r\n", '2,\r\n']);
  });
});
