import { contentLeft, contentWidth, ensureSpace, fonts } from './document';
import { palette } from './palette';

type TextStyle = { color?: string; bold?: boolean; size?: number };

const applyStyle = (doc: PDFKit.PDFDocument, style: TextStyle): PDFKit.PDFDocument =>
  doc
    .font(style.bold ? fonts.bold : fonts.regular)
    .fontSize(style.size ?? 10)
    .fillColor(style.color ?? palette.text);

const write = (doc: PDFKit.PDFDocument, text: string, style: TextStyle, indent = 0): void => {
  applyStyle(doc, style).text(text, contentLeft(doc) + indent, doc.y, { width: contentWidth(doc) - indent });
};

export const sectionTitle = (doc: PDFKit.PDFDocument, title: string): void => {
  write(doc, title, { color: palette.navy, bold: true, size: 20 });
  const ruleY = doc.y + 4;
  doc
    .moveTo(contentLeft(doc), ruleY)
    .lineTo(contentLeft(doc) + contentWidth(doc), ruleY)
    .lineWidth(1.5)
    .strokeColor(palette.navy)
    .stroke();
  doc.y = ruleY + 14;
};

/** Kept with the first lines that follow it: a heading is never the last line of a page. */
export const subheading = (doc: PDFKit.PDFDocument, text: string, color: string = palette.navy): void => {
  ensureSpace(doc, 70);
  doc.moveDown(0.6);
  write(doc, text, { color, bold: true, size: 12.5 });
  doc.moveDown(0.3);
};

export const paragraph = (doc: PDFKit.PDFDocument, text: string, style: TextStyle = {}): void => {
  ensureSpace(doc, 16);
  write(doc, text, style);
};

/** The bullet hangs in its own column, so wrapped lines align with the text rather than the bullet. */
export const bullet = (doc: PDFKit.PDFDocument, text: string, style: TextStyle = {}): void => {
  ensureSpace(doc, 14);
  const bulletStyle = { size: 9.5, ...style };
  const top = doc.y;
  applyStyle(doc, bulletStyle).text('•', contentLeft(doc) + 12, top, { lineBreak: false });
  doc.y = top;
  write(doc, text, bulletStyle, 24);
};

export const gap = (doc: PDFKit.PDFDocument, lines = 0.6): void => {
  doc.moveDown(lines);
};

/** Shortens text with an ellipsis to fit one line of the given width, in the current font and size. */
export const fitText = (doc: PDFKit.PDFDocument, text: string, width: number): string => {
  if (doc.widthOfString(text) <= width) return text;
  let shortened = text;
  while (shortened.length > 1 && doc.widthOfString(`${shortened}…`) > width) shortened = shortened.slice(0, -1);
  return `${shortened.trimEnd()}…`;
};
