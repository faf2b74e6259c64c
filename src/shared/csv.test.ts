// @vitest-environment node
import { csvCell, csvLine, neutraliseCell, quoteCell } from './csv';

describe('CSV cells', () => {
  it.each([
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+41 123', "'+41 123"],
    ['-5', "'-5"],
    ['@cmd', "'@cmd"],
    ['\tindented', "'\tindented"],
    ['\rreturn', "'\rreturn"],
    ['plain', 'plain'],
    ['a=b', 'a=b'],
    ['', ''],
  ])('neutralises %j as %j', (cell, expected) => {
    expect(neutraliseCell(cell)).toBe(expected);
  });

  it('quotes separators, quotes and line breaks', () => {
    expect(quoteCell('a,b')).toBe('"a,b"');
    expect(quoteCell('say "hi"')).toBe('"say ""hi"""');
    expect(quoteCell('two\nlines')).toBe('"two\nlines"');
    expect(quoteCell('simple')).toBe('simple');
  });

  it.each([
    [null, ''],
    [undefined, ''],
    [42, '42'],
    [-3, "'-3"],
    [['a', 'b'], '"a, b"'],
    [{ a: 1 }, '"{""a"":1}"'],
    ['\rx', `"'\rx"`],
  ])('renders the raw value %j as %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('neutralises before quoting, so a quoted formula stays inert, and ends lines with CRLF', () => {
    expect(csvLine(['=1+2,3', 'ok', '-"x"'])).toBe('"\'=1+2,3",ok,"\'-""x"""\r\n');
    expect(csvLine(['a', 'b'])).toBe('a,b\r\n');
  });
});
