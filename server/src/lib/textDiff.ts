import { diffLines } from 'diff';

/** A run of lines the two texts share, or that one of them has alone; `hidden` stands for shared lines left out. */
export type TextHunk = { kind: 'added' | 'removed' | 'unchanged'; text: string } | { kind: 'hidden'; lines: number };

/** Shared lines kept on each side of a change, so a reader sees where it sits. */
export const contextLines = 3;

const linesOf = (value: string) => value.replace(/\n$/, '').split('\n');

/** Shared lines around changes: a few kept next to each change, the rest counted. */
const collapse = (lines: string[], changeBefore: boolean, changeAfter: boolean): TextHunk[] => {
  const head = changeBefore ? lines.slice(0, contextLines) : [];
  const tailStart = Math.max(head.length, changeAfter ? lines.length - contextLines : lines.length);
  const tail = lines.slice(tailStart);
  const hidden = lines.length - head.length - tail.length;
  if (hidden === 0) return [{ kind: 'unchanged', text: lines.join('\n') }];
  return [
    ...(head.length > 0 ? [{ kind: 'unchanged' as const, text: head.join('\n') }] : []),
    { kind: 'hidden' as const, lines: hidden },
    ...(tail.length > 0 ? [{ kind: 'unchanged' as const, text: tail.join('\n') }] : []),
  ];
};

/** The line-by-line difference from one text to the next, long shared stretches collapsed. */
export const diffTexts = (from: string, to: string): TextHunk[] => {
  const changes = diffLines(from.replace(/\n*$/, '\n'), to.replace(/\n*$/, '\n'));
  return changes.flatMap((change, index): TextHunk[] => {
    if (change.added) return [{ kind: 'added', text: linesOf(change.value).join('\n') }];
    if (change.removed) return [{ kind: 'removed', text: linesOf(change.value).join('\n') }];
    return collapse(linesOf(change.value), index > 0, index < changes.length - 1);
  });
};
