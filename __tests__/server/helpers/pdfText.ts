import readPdf from 'pdf-parse/lib/pdf-parse.js';

// pdf-parse is Mozilla's pdf.js in a CommonJS wrapper: a real reader that needs nothing installed beside npm's.
// Its entry file reads a sample PDF when loaded without a parent module; the library file does not.

type TextItem = { str: string; transform: number[]; width: number };
type PageData = { getTextContent: () => Promise<{ items: TextItem[] }> };

const sameLine = 2;

/** A page's text in reading order: items on one baseline form a line, apart by a space where the page leaves a gap. */
const pageText = async (page: PageData): Promise<string> => {
  const { items } = await page.getTextContent();
  const lines: { y: number; items: TextItem[] }[] = [];
  for (const item of items) {
    const y = item.transform[5];
    const line = lines.find((candidate) => Math.abs(candidate.y - y) <= sameLine);
    if (line) line.items.push(item);
    else lines.push({ y, items: [item] });
  }
  return `${lines
    .sort((a, b) => b.y - a.y)
    .map((line) =>
      line.items
        .sort((a, b) => a.transform[4] - b.transform[4])
        .reduce((text, item, index, sorted) => {
          const previous = sorted[index - 1];
          const gap = previous ? item.transform[4] - (previous.transform[4] + previous.width) : 0;
          return `${text}${gap > 1 ? '  ' : ''}${item.str}`;
        }, ''),
    )
    .join('\n')}\f`;
};

/** The PDF's text as a reader would copy it out, each page ending in a form feed. */
export const pdfText = async (pdf: Buffer): Promise<string> =>
  (await readPdf(pdf, { pagerender: pageText })).text.replace(/\f\n\n/g, '\f');

/** The page count pdf.js reads from the PDF's own page tree. */
export const pdfInfoPages = async (pdf: Buffer): Promise<number> => (await readPdf(pdf)).numpages;
