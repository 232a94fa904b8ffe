import { attribute, type HtmlNode, parseHtml } from './htmlTree';

type Element = Extract<HtmlNode, { tag: string }>;

const headingLevels: Record<string, number> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };
const linkSchemes = /^(https?:|mailto:)/i;
const listTags = new Set(['ul', 'ol']);
const blockTags = new Set(['p', 'ul', 'ol', 'li', 'table', 'tr', 'td', 'th', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

// Markdown's own signs in the document's text stay text; `<` and `>` too, so no HTML reaches the policy.
const escapeText = (text: string) => text.replace(/[\\`*_[\]<>]/g, '\\$&');

// What would open a heading, quote or list at the start of a paragraph is text there.
const escapeLineStart = (line: string) => line.replace(/^([#>+-])/, '\\$1').replace(/^(\d+)([.)])/, '$1\\$2');

const isElement = (node: HtmlNode): node is Element => 'tag' in node;

const inline = (nodes: HtmlNode[]): string => nodes.map(inlineNode).join('');

const wrap = (mark: string, content: string) => {
  const trimmed = content.trim();
  return trimmed ? `${mark}${trimmed}${mark}` : content;
};

const inlineNode = (node: HtmlNode): string => {
  if (!isElement(node)) return escapeText(node.text.replace(/\s+/g, ' '));
  const content = () => inline(node.children);
  switch (node.tag) {
    case 'strong':
    case 'b':
      return wrap('**', content());
    case 'em':
    case 'i':
      return wrap('*', content());
    case 'br':
      return '\n';
    case 'img':
      return '';
    case 'a': {
      const href = attribute(node, 'href');
      const text = content();
      return href && linkSchemes.test(href) && text.trim()
        ? `[${text.trim()}](<${href.replace(/[<>\s]/g, encodeURIComponent)}>)`
        : text;
    }
    default:
      return blockTags.has(node.tag) ? ` ${content()} ` : content();
  }
};

const paragraph = (text: string) =>
  text
    .split('\n')
    .map((line) => escapeLineStart(line.trim()))
    .filter((line) => line !== '')
    .join('  \n');

const list = (element: Element, depth: number): string => {
  const ordered = element.tag === 'ol';
  const items = element.children.filter((child): child is Element => isElement(child) && child.tag === 'li');
  return items
    .map((item, index) => {
      const marker = ordered ? `${index + 1}. ` : '- ';
      const indent = '   '.repeat(depth);
      const text = paragraph(inline(item.children.filter((child) => !isElement(child) || !listTags.has(child.tag))));
      const nested = item.children
        .filter((child): child is Element => isElement(child) && listTags.has(child.tag))
        .map((child) => list(child, depth + 1));
      return [`${indent}${marker}${text.replace(/\n/g, `\n${indent}   `)}`, ...nested].join('\n');
    })
    .join('\n');
};

const rowsOf = (element: Element): Element[] =>
  element.children.filter(isElement).flatMap((child) => (child.tag === 'tr' ? [child] : rowsOf(child)));

const table = (element: Element): string => {
  const rows = rowsOf(element).map((row) =>
    row.children
      .filter((cell): cell is Element => isElement(cell) && (cell.tag === 'td' || cell.tag === 'th'))
      .map((cell) => inline(cell.children).replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|')),
  );
  const width = Math.max(0, ...rows.map((cells) => cells.length));
  if (width === 0) return '';
  const line = (cells: string[]) =>
    `| ${Array.from({ length: width }, (_, index) => cells[index] ?? '').join(' | ')} |`;
  const [header = [], ...body] = rows;
  return [line(header), line(Array.from({ length: width }, () => '---')), ...body.map(line)].join('\n');
};

const blocks = (nodes: HtmlNode[]): string[] =>
  nodes.flatMap((node): string[] => {
    if (!isElement(node)) return node.text.trim() ? [paragraph(inline([node]))] : [];
    const level = headingLevels[node.tag];
    if (level) {
      const text = inline(node.children).replace(/\s+/g, ' ').trim();
      return text ? [`${'#'.repeat(level)} ${text}`] : [];
    }
    if (listTags.has(node.tag)) return [list(node, 0)];
    if (node.tag === 'table') return [table(node)];
    if (node.tag === 'p') return [paragraph(inline(node.children))];
    return node.children.some((child) => isElement(child) && blockTags.has(child.tag))
      ? blocks(node.children)
      : [paragraph(inline(node.children))];
  });

/**
 * Markdown from the HTML mammoth writes for a Word document: headings, paragraphs, bold and italic, lists, links and
 * tables. Every other element keeps only its text, and none of the document's markup reaches the policy as HTML.
 */
export const htmlToMarkdown = (html: string): string =>
  blocks(parseHtml(html))
    .filter((block) => block.trim() !== '')
    .join('\n\n');
