/** An element of the converter's HTML, or a run of its text with the entities decoded. */
export type HtmlNode = { tag: string; attributes: string; children: HtmlNode[] } | { text: string };

const voidTags = new Set(['br', 'img', 'hr']);
const tokens = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>|([^<]+)/g;
const namedEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return namedEntities[name.toLowerCase()] ?? entity;
  });

export const attribute = (node: { attributes: string }, name: string): string | null => {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(node.attributes);
  return match ? decodeEntities(match[1] ?? '') : null;
};

/**
 * The tree of HTML as mammoth writes it: well formed, its text escaped, no comments or scripts. A closing tag that
 * matches no open element is ignored, so whatever the document holds, the tree is built.
 */
export const parseHtml = (html: string): HtmlNode[] => {
  const root: HtmlNode[] = [];
  const open: { tag: string; children: HtmlNode[] }[] = [];
  const current = () => open[open.length - 1]?.children ?? root;
  for (const [, closing, name, attributes, text] of html.matchAll(tokens)) {
    if (text !== undefined) {
      current().push({ text: decodeEntities(text) });
      continue;
    }
    const tag = (name ?? '').toLowerCase();
    if (closing) {
      const at = open.map((element) => element.tag).lastIndexOf(tag);
      if (at >= 0) open.length = at;
      continue;
    }
    const element = { tag, attributes: attributes ?? '', children: [] as HtmlNode[] };
    current().push(element);
    if (!voidTags.has(tag) && !(attributes ?? '').endsWith('/')) open.push(element);
  }
  return root;
};
