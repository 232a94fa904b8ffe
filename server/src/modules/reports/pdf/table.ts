import { contentBottom, contentLeft, contentWidth, fonts } from '../../../lib/pdf/document';
import { palette } from '../../../lib/pdf/palette';

/** width is a share of the content width; the shares of a table add up to 1. */
export type TableColumn = { header: string; width: number; align?: 'left' | 'right' };
export type TableCell = string | { text: string; color: string; bold?: boolean };

type StyledCell = { text: string; color: string; bold: boolean };

const fontSize = 8.5;
const padding = 4;

const styled = (cell: TableCell): StyledCell =>
  typeof cell === 'string' ? { text: cell, color: palette.text, bold: false } : { bold: false, ...cell };

const rowHeight = (doc: PDFKit.PDFDocument, cells: StyledCell[], widths: number[]): number => {
  const heights = cells.map((cell, index) =>
    doc
      .font(cell.bold ? fonts.bold : fonts.regular)
      .fontSize(fontSize)
      .heightOfString(cell.text, { width: widths[index] - 2 * padding }),
  );
  return Math.max(...heights) + 2 * padding;
};

const drawRow = (
  doc: PDFKit.PDFDocument,
  cells: StyledCell[],
  columns: TableColumn[],
  widths: number[],
  height: number,
) => {
  const top = doc.y;
  let x = contentLeft(doc);
  cells.forEach((cell, index) => {
    doc
      .font(cell.bold ? fonts.bold : fonts.regular)
      .fontSize(fontSize)
      .fillColor(cell.color)
      .text(cell.text, x + padding, top + padding, {
        width: widths[index] - 2 * padding,
        height: height - 2 * padding,
        ellipsis: true,
        align: columns[index].align ?? 'left',
      });
    x += widths[index];
  });
  doc.y = top + height;
};

/**
 * Draws a table that breaks between rows, never inside one, and repeats its header on each new page.
 * A row that could not fit even on a page of its own is cut short with an ellipsis instead.
 */
export const drawTable = (doc: PDFKit.PDFDocument, columns: TableColumn[], rows: TableCell[][]): void => {
  const left = contentLeft(doc);
  const width = contentWidth(doc);
  const widths = columns.map((column) => column.width * width);
  const header = columns.map((column) => ({ text: column.header, color: palette.white, bold: true }));
  const headerHeight = rowHeight(doc, header, widths);
  const tallestRow = contentBottom(doc) - doc.page.margins.top - headerHeight;
  const body = rows.map((row) => row.map(styled));
  const heights = body.map((cells) => Math.min(rowHeight(doc, cells, widths), tallestRow));

  const drawHeader = () => {
    doc.rect(left, doc.y, width, headerHeight).fill(palette.navy);
    drawRow(doc, header, columns, widths, headerHeight);
  };

  if (doc.y + headerHeight + (heights[0] ?? 0) > contentBottom(doc)) doc.addPage();
  drawHeader();
  body.forEach((cells, index) => {
    const height = heights[index];
    if (doc.y + height > contentBottom(doc)) {
      doc.addPage();
      drawHeader();
    }
    if (index % 2 === 1) doc.rect(left, doc.y, width, height).fill(palette.surface);
    drawRow(doc, cells, columns, widths, height);
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(0.5)
      .strokeColor(palette.divider)
      .stroke();
  });
  doc.x = left;
  doc.moveDown(0.8);
};
