import { marked, type Token, type Tokens } from 'marked';

/** A policy's text as the PDF draws it: headings, paragraphs and list items in reading order, inline marks flattened. */
export type PolicyBlock =
  | { kind: 'heading'; depth: number; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'item'; marker: string; text: string };

const inline = (tokens: readonly Token[] | undefined, fallback: string): string =>
  tokens === undefined
    ? fallback
    : tokens
        .map((token) => {
          if ('tokens' in token && token.tokens) return inline(token.tokens, token.raw);
          if (token.type === 'br') return '\n';
          return 'text' in token ? String(token.text) : token.raw;
        })
        .join('');

const listBlocks = (list: Tokens.List): PolicyBlock[] =>
  list.items.flatMap((item, index) => {
    const marker = list.ordered ? `${Number(list.start || 1) + index}.` : '•';
    const own = item.tokens.filter((token) => token.type !== 'list');
    const text = own.map((token) => ('tokens' in token ? inline(token.tokens, token.raw) : token.raw)).join(' ');
    const nested = item.tokens.filter((token): token is Tokens.List => token.type === 'list');
    return [{ kind: 'item' as const, marker, text: text.trim() }, ...nested.flatMap(listBlocks)];
  });

/** Reads the Markdown with marked's lexer; raw HTML in it is kept as the text it is, never interpreted. */
export const policyBlocks = (markdown: string): PolicyBlock[] =>
  marked.lexer(markdown).flatMap((token): PolicyBlock[] => {
    switch (token.type) {
      case 'heading':
        return [{ kind: 'heading', depth: (token as Tokens.Heading).depth, text: inline(token.tokens, token.text) }];
      case 'paragraph':
      case 'text':
      case 'blockquote':
      case 'code':
      case 'html':
        return [
          {
            kind: 'paragraph',
            text: 'tokens' in token && token.tokens ? inline(token.tokens, token.raw) : (token.text ?? token.raw),
          },
        ];
      case 'list':
        return listBlocks(token as Tokens.List);
      default:
        return [];
    }
  });
