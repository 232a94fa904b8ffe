import type { Block } from '@/features/comments/text/commentMarkup';
import { parseInlines } from '@/features/comments/text/parseInlines';

const fence = /^\s*```/;
const bullet = /^\s*[-*]\s+(.*)$/;
const numbered = /^\s*(\d{1,9})[.)]\s+(.*)$/;

type Cursor = { lines: string[]; index: number };

const readFence = (cursor: Cursor): Block => {
  const body: string[] = [];
  cursor.index += 1;
  while (cursor.index < cursor.lines.length && !fence.test(cursor.lines[cursor.index])) {
    body.push(cursor.lines[cursor.index]);
    cursor.index += 1;
  }
  cursor.index += 1;
  return { kind: 'code', text: body.join('\n') };
};

const readList = (cursor: Cursor, ordered: boolean, names: readonly string[]): Block => {
  const pattern = ordered ? numbered : bullet;
  const first = pattern.exec(cursor.lines[cursor.index]);
  const start = ordered && first ? Number(first[1]) : 1;
  const items: string[] = [];
  for (let match = first; match; match = pattern.exec(cursor.lines[cursor.index] ?? '')) {
    items.push(match[ordered ? 2 : 1]);
    cursor.index += 1;
  }
  return { kind: 'list', ordered, start, items: items.map((item) => parseInlines([item], names)) };
};

const startsBlock = (line: string) =>
  line.trim() === '' || fence.test(line) || bullet.test(line) || numbered.test(line);

const readParagraph = (cursor: Cursor, names: readonly string[]): Block => {
  const lines: string[] = [];
  do {
    lines.push(cursor.lines[cursor.index]);
    cursor.index += 1;
  } while (cursor.index < cursor.lines.length && !startsBlock(cursor.lines[cursor.index]));
  return { kind: 'paragraph', inlines: parseInlines(lines, names) };
};

/**
 * Markdown-lite: paragraphs and line breaks, bulleted and numbered lists, fenced code blocks, inline code, links and
 * `@Name` mentions of the names given. Whatever else the text holds (HTML included) stays text.
 */
export const parseCommentText = (text: string, mentionNames: readonly string[] = []): Block[] => {
  const cursor: Cursor = { lines: text.replace(/\r\n?/g, '\n').split('\n'), index: 0 };
  const blocks: Block[] = [];
  while (cursor.index < cursor.lines.length) {
    const line = cursor.lines[cursor.index];
    if (line.trim() === '') cursor.index += 1;
    else if (fence.test(line)) blocks.push(readFence(cursor));
    else if (bullet.test(line)) blocks.push(readList(cursor, false, mentionNames));
    else if (numbered.test(line)) blocks.push(readList(cursor, true, mentionNames));
    else blocks.push(readParagraph(cursor, mentionNames));
  }
  return blocks;
};
