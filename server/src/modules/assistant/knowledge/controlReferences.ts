import type { FrameworkId } from '@/contracts/enums';
import { frameworks } from '../../../frameworks';

export type ControlReference = { framework: FrameworkId; controlId: string };

const known = new Map(
  Object.values(frameworks).flatMap(({ id, controls }) =>
    controls.map((control) => [`${id}:${control.id}`, { framework: id, controlId: control.id }] as const),
  ),
);

const lookUp = (framework: FrameworkId, controlId: string) => known.get(`${framework}:${controlId}`);

// HIPAA citations often go deeper or shallower than the catalogue ("164.312(a)(2)(iv)(A)"): the nearest listed
// ancestor is the control meant.
const hipaaControl = (section: string, paragraphs: string) => {
  const parts =
    paragraphs
      .replace(/\s+/g, '')
      .toLowerCase()
      .match(/\([a-z0-9]+\)/g) ?? [];
  for (let depth = parts.length; depth > 0; depth -= 1) {
    const control = lookUp('HIPAA', `164.${section}${parts.slice(0, depth).join('')}`);
    if (control) return control;
  }
  return undefined;
};

type Reader = { pattern: RegExp; read: (match: RegExpMatchArray, isoNamed: boolean) => ControlReference[] };

const optional = (control: ControlReference | undefined) => (control ? [control] : []);

const readers: Reader[] = [
  {
    pattern: /(?:§\s*)?\b164\.(308|310|312)((?:\s*\([a-z0-9]{1,4}\))*)/gi,
    read: ([, section, paragraphs]) => optional(hipaaControl(section, paragraphs)),
  },
  {
    pattern: /\b(CC|PI|A|C|P)\s?(\d)\.(\d{1,2})\b/gi,
    read: ([, prefix, group, number]) => optional(lookUp('SOC2', `${prefix.toUpperCase()}${group}.${number}`)),
  },
  {
    pattern: /\bA\s*\.?\s*([5-8])\.(\d{1,2})\b/gi,
    read: ([, theme, number]) => optional(lookUp('ISO27001', `A.${theme}.${Number(number)}`)),
  },
  {
    // A bare "8.24" means an Annex A control only when the question is about ISO 27001.
    pattern: /(?<![\w.])([5-8])\.(\d{1,2})\b(?!\.\d)/g,
    read: ([, theme, number], isoNamed) =>
      isoNamed ? optional(lookUp('ISO27001', `A.${theme}.${Number(number)}`)) : [],
  },
  {
    pattern: /\bart(?:icles?|s?\.)?\s*(\d{1,2}(?:\s*(?:,|and|or|&)\s*\d{1,2})*)/gi,
    read: ([, numbers]) =>
      (numbers.match(/\d+/g) ?? []).flatMap((number) => optional(lookUp('GDPR', `Art. ${number}`))),
  },
];

/** The catalogue controls a question cites by id, in the order cited, each once. */
export const findControlReferences = (question: string, isoNamed: boolean): ControlReference[] => {
  const found = readers.flatMap(({ pattern, read }) =>
    [...question.matchAll(pattern)].flatMap((match) =>
      read(match, isoNamed).map((control) => ({ control, at: match.index ?? 0 })),
    ),
  );
  found.sort((a, b) => a.at - b.at);
  return [...new Map(found.map(({ control }) => [`${control.framework}:${control.controlId}`, control])).values()];
};
