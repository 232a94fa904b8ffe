import type { Inline } from '@/features/comments/text/commentMarkup';
import { safeHref } from '@/features/comments/text/safeHref';

const labelledLink = /^\[([^\]\n]+)\]\(([^()\s]+)\)/;
const bareLink = /^(?:https?:\/\/|mailto:)[^\s<>()]+/i;
const trailingPunctuation = /[.,;:!?'"]+$/;
const wordCharacter = /[\p{L}\p{N}_]/u;

const startsWord = (line: string, index: number) => index === 0 || !wordCharacter.test(line[index - 1]);

/** The longest known name right after the `@`, whole (not followed by a letter), or undefined. */
const mentionAt = (line: string, index: number, names: readonly string[]) =>
  names
    .filter((name) => line.startsWith(name, index + 1))
    .filter((name) => {
      const next = line[index + 1 + name.length];
      return next === undefined || !wordCharacter.test(next);
    })
    .sort((a, b) => b.length - a.length)[0];

type Match = { inline: Inline; length: number };

const matchAt = (line: string, index: number, names: readonly string[]): Match | undefined => {
  const rest = line.slice(index);
  if (rest[0] === '`') {
    const end = rest.indexOf('`', 1);
    if (end > 1) return { inline: { kind: 'code', text: rest.slice(1, end) }, length: end + 1 };
  }
  const labelled = labelledLink.exec(rest);
  if (labelled) {
    const href = safeHref(labelled[2]);
    const inline: Inline = href ? { kind: 'link', href, text: labelled[1] } : { kind: 'text', text: labelled[0] };
    return { inline, length: labelled[0].length };
  }
  const bare = startsWord(line, index) ? bareLink.exec(rest) : null;
  if (bare) {
    const address = bare[0].replace(trailingPunctuation, '');
    const href = safeHref(address);
    if (href) return { inline: { kind: 'link', href, text: address }, length: address.length };
  }
  if (rest[0] === '@' && startsWord(line, index)) {
    const name = mentionAt(line, index, names);
    if (name) return { inline: { kind: 'mention', name }, length: name.length + 1 };
  }
  return undefined;
};

const pushText = (inlines: Inline[], text: string) => {
  const last = inlines.at(-1);
  if (last?.kind === 'text') last.text += text;
  else inlines.push({ kind: 'text', text });
};

/** One line's code spans, links (web and mail only) and mentions of the names given; the rest is text. */
const parseLine = (line: string, names: readonly string[]): Inline[] => {
  const inlines: Inline[] = [];
  let index = 0;
  while (index < line.length) {
    const match = matchAt(line, index, names);
    if (match) {
      inlines.push(match.inline);
      index += match.length;
    } else {
      pushText(inlines, line[index]);
      index += 1;
    }
  }
  return inlines;
};

/** Lines joined by line breaks. */
export const parseInlines = (lines: readonly string[], names: readonly string[]): Inline[] =>
  lines.flatMap((line, index) => [...(index > 0 ? [{ kind: 'break' } as const] : []), ...parseLine(line, names)]);
