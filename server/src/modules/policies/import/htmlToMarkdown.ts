import TurndownService from 'turndown';

const linkSchemes = /^(https?:|mailto:)/i;

/** The table a row or cell belongs to, in the parsed document. */
const tableOf = (node: Node): Element | null => {
  let parent = node.parentNode;
  while (parent && parent.nodeName !== 'TABLE') parent = parent.parentNode;
  return parent as Element | null;
};

const converter = new TurndownService({ headingStyle: 'atx', bulletListMarker: '-', emDelimiter: '*' });
// Pictures are not policy text, and a Word document carries them inline as data URLs.
converter.addRule('pictures', { filter: 'img', replacement: () => '' });
converter.remove(['script', 'style']);
converter.addRule('safeLinks', {
  filter: 'a',
  replacement: (content, node) => {
    const href = (node as Element).getAttribute('href') ?? '';
    return linkSchemes.test(href) && content.trim() ? `[${content.trim()}](<${encodeURI(href)}>)` : content;
  },
});
// One space after the marker, as the library's own policies write their lists; nested lines indented under the text.
converter.addRule('listItems', {
  filter: 'li',
  replacement: (content, node) => {
    const parent = node.parentNode as Element | null;
    const position = parent ? Array.prototype.indexOf.call(parent.children, node) : 0;
    const marker = parent?.nodeName === 'OL' ? `${Number(parent.getAttribute('start') ?? 1) + position}. ` : '- ';
    const text = content
      .replace(/^\n+/, '')
      .replace(/\n+$/, '\n')
      .replace(/\n/gm, `\n${' '.repeat(marker.length)}`);
    return `${marker}${text}${node.nextSibling && !text.endsWith('\n') ? '\n' : ''}`;
  },
});
converter.addRule('tableCells', {
  filter: ['th', 'td'],
  replacement: (content) =>
    ` ${content
      .replace(/\s*\n+\s*/g, ' ')
      .replace(/\|/g, '\\|')
      .trim()} |`,
});
converter.addRule('tableRows', {
  filter: 'tr',
  replacement: (content, node) => {
    const row = `|${content}\n`;
    if (tableOf(node)?.querySelector('tr') !== node) return row;
    const cells = (node as Element).querySelectorAll('th, td').length;
    return `${row}|${' --- |'.repeat(cells)}\n`;
  },
});
converter.addRule('tables', { filter: 'table', replacement: (content) => `\n\n${content.trim()}\n\n` });

const escapeMarkdown = converter.escape.bind(converter);
// Markdown's own signs in the document's text stay text, and so do `<` and `>`: no HTML reaches the policy.
converter.escape = (text: string) => escapeMarkdown(text).replace(/[<>]/g, '\\$&');

/** The HTML mammoth writes from a Word document, as the policy's Markdown. */
export const htmlToMarkdown = (html: string): string => converter.turndown(html).trim();
