// A spreadsheet evaluates a cell that starts with one of these as a formula (CSV injection); a leading quote stops it.
const formulaStart = /^[=+\-@\t\r]/;
const needsQuoting = /[",\r\n]/;

/** One RFC 4180 field, safe to open in a spreadsheet; null is an empty field. */
export const csvField = (value: string | null): string => {
  const text = value ?? '';
  const inert = formulaStart.test(text) ? `'${text}` : text;
  return needsQuoting.test(inert) ? `"${inert.replace(/"/g, '""')}"` : inert;
};

/** One CSV record with its CRLF line end. */
export const csvRecord = (fields: (string | null)[]): string => `${fields.map(csvField).join(',')}\r\n`;
