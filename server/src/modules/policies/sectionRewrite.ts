import { AppError } from '../../core/appError';
import { markdownSections } from '@/contracts/policies';
import type { PromptMessage } from '../../core/languageModel';

/** A section of the draft: its heading line, the lines under it, and where it sits in the draft. */
export type DraftSection = {
  heading: string;
  level: number;
  headingLine: string;
  text: string;
  before: string[];
  after: string[];
};

export const rewriteRules = [
  'You edit one section of a company policy written in Markdown. Rewrite the section text you are given so it reads',
  'clearly and precisely, following the instruction if there is one.',
  'Keep every fact as it is: names, roles, numbers, periods, systems and commitments. Do not add facts, examples,',
  'figures or obligations the text does not already state.',
  'Copy every placeholder exactly as written, such as {{profile.legalName}}, {{#if facts.mfaProvider}} … {{/if}} or',
  '**[to fill: Security officer]**.',
  'Answer with the rewritten section text only, in plain Markdown: no heading for the section itself, no headings of',
  'its level or above, no HTML, no code fences, no comment on what you changed.',
].join(' ');

const placeholderPattern = /\{\{[^}]*\}\}|\*\*\[to fill:[^\]]*\]\*\*/g;
const rawHtml = /<\/?[a-z][\w-]*(?:\s[^<>]*)?\/?>|<!--/i;
const wrappingFence = /^```[\w-]*\n([\s\S]*?)\n```$/;

export const emptyRewriteMessage = 'The language model answered with no text: ask for the rewrite again';
export const htmlRewriteMessage = 'The language model answered with raw HTML, which a policy may not hold: ask again';
export const headingRewriteMessage = "The rewrite adds a heading at its section's level, which would split the section";
export const placeholdersLostMessage = 'The rewrite does not keep the placeholders of the section as they were';

export const findDraftSection = (body: string, heading: string): DraftSection | null => {
  const lines = body.split('\n');
  const section = markdownSections(body).find((candidate) => candidate.heading === heading);
  if (!section) return null;
  return {
    heading: section.heading,
    level: section.level,
    headingLine: lines[section.start],
    text: lines
      .slice(section.start + 1, section.end)
      .join('\n')
      .trim(),
    before: lines.slice(0, section.start),
    after: lines.slice(section.end),
  };
};

export const rewritePrompt = (
  policyTitle: string,
  section: DraftSection,
  instruction: string | null,
): PromptMessage[] => [
  { role: 'system', content: rewriteRules },
  {
    role: 'user',
    content: [
      `Policy: ${policyTitle}`,
      `Section: ${section.headingLine}`,
      ...(instruction ? [`Instruction: ${instruction}`] : []),
      '',
      'Section text:',
      section.text,
    ].join('\n'),
  },
];

const placeholdersOf = (text: string) => [...new Set(text.match(placeholderPattern) ?? [])].sort();

/** The model's answer as the section's new text, or why it cannot be proposed. */
export const checkedRewrite = (answer: string, section: DraftSection): string => {
  const trimmed = answer.trim();
  const unfenced = (wrappingFence.exec(trimmed)?.[1] ?? trimmed).split('\n');
  // A model often repeats the heading it was given; the section keeps its own.
  if (unfenced[0]?.trim() === section.headingLine.trim()) unfenced.shift();
  const text = unfenced.join('\n').trim();
  if (text === '') throw new AppError(502, emptyRewriteMessage);
  if (rawHtml.test(text)) throw new AppError(422, htmlRewriteMessage);
  const sections = markdownSections(text);
  if (sections.some((inner) => inner.level <= section.level)) throw new AppError(422, headingRewriteMessage);
  if (placeholdersOf(text).join('\n') !== placeholdersOf(section.text).join('\n')) {
    throw new AppError(422, placeholdersLostMessage);
  }
  return text;
};

export const sectionMarkdown = (section: DraftSection, text: string) => `${section.headingLine}\n\n${text}`;

/** The draft with the section's text replaced, everything around it as it was. */
export const draftWithSection = (section: DraftSection, text: string) =>
  [...section.before, sectionMarkdown(section, text), ...(section.after.length > 0 ? ['', ...section.after] : [])].join(
    '\n',
  );
