import { csvField, csvRecord } from '../../../../server/src/modules/auditLogs/csv';

describe('CSV fields', () => {
  it('leaves plain text as it is and writes null as an empty field', () => {
    expect(csvField('User Login')).toBe('User Login');
    expect(csvField('')).toBe('');
    expect(csvField(null)).toBe('');
  });

  it.each([
    ['a comma', 'a, b', '"a, b"'],
    ['a quote', 'say "hi"', '"say ""hi"""'],
    ['a line feed', 'one\ntwo', '"one\ntwo"'],
    ['a carriage return', 'one\rtwo', '"one\rtwo"'],
  ])('quotes a field with %s, doubling inner quotes', (_case, value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it.each([
    ['=', '=1+2', "'=1+2"],
    ['+', '+SUM(A1)', "'+SUM(A1)"],
    ['-', '-2+3', "'-2+3"],
    ['@', '@cmd', "'@cmd"],
    ['a tab', '\tx', "'\tx"],
  ])('makes a field starting with %s inert for spreadsheets', (_case, value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('escapes a formula and then quotes it', () => {
    expect(csvField('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvField('\rcmd')).toBe('"\'\rcmd"');
  });

  it('leaves a formula character that is not first alone', () => {
    expect(csvField('a=b-c+d@e')).toBe('a=b-c+d@e');
  });

  it('joins a record with commas and ends it with CRLF', () => {
    expect(csvRecord(['a', null, 'b,c'])).toBe('a,,"b,c"\r\n');
  });
});
