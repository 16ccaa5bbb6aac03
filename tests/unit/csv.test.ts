import { describe, expect, it } from 'vitest';
import { csvCell, csvRow, parseCsv } from '@/lib/csv';

// An exported journal is opened in spreadsheets: a cell they would run as a formula gets a leading
// apostrophe (OWASP "CSV injection"), however the formula character is dressed up.
describe('csvCell formula escaping', () => {
  it.each([
    ['=1+1'],
    ['+1'],
    ['-1'],
    ['@SUM(A1)'],
    ['\t=1'],
    ['\r=1'],
    ['\n=1'],
    ['\t'],
    ['\rplain'],
    ['\nplain'],
    [' =HYPERLINK("http://evil.example")'],
    ['   +cmd'],
    [' \t -2'],
    ['\u00a0=1'],
    ['\u3000=1'],
    ['＝1+1'],
    ['＋1'],
    ['－1'],
    ['＠SUM(A1)'],
    [' ＝1'],
  ])('escapes %j', (value) => {
    const cell = csvCell(value);
    const [[parsed]] = parseCsv(`${cell}\r\n`);
    expect(parsed.startsWith("'"), `${JSON.stringify(value)} -> ${JSON.stringify(cell)}`).toBe(true);
    expect(parsed.slice(1)).toBe(value);
  });

  it.each([['plain text'], ['a=1'], ['  indented note'], ['I felt -ish'], ['e-mail: me@example.com'], [''], ['１２３']])('leaves %j alone', (value) => {
    expect(csvCell(value)).toBe(/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  });

  it('still quotes commas, quotes and newlines, and writes dates as ISO', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell(new Date('2024-03-01T09:00:00Z'))).toBe('2024-03-01T09:00:00.000Z');
    expect(csvRow(['=x', null, 2])).toBe("'=x,,2\r\n");
  });
});
