import mammoth from 'mammoth';
import { htmlToMarkdown } from './htmlToMarkdown';

/**
 * A Word document's text as Markdown, or null when the file is no document mammoth can read. Mammoth's own Markdown
 * output is deprecated by its author, so it writes HTML, which becomes Markdown here.
 */
export const docxToMarkdown = async (content: Buffer): Promise<string | null> => {
  try {
    const { value } = await mammoth.convertToHtml({ buffer: content });
    return htmlToMarkdown(value);
  } catch {
    return null;
  }
};
