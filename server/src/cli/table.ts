import { printable } from './printable';

/** A plain-text table with a header row, columns padded to their widest cell. */
export const formatTable = (headers: string[], rawRows: string[][]): string => {
  const rows = rawRows.map((row) => row.map(printable));
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
};
