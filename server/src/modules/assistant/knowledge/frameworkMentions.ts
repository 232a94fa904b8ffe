import type { FrameworkId } from '@/contracts/enums';

// How people name the frameworks in a question, including common misspellings ("HIPPA") and the ISO shorthand.
const mentionPatterns: Record<FrameworkId, RegExp> = {
  SOC2: /\bsoc\s*-?\s*(?:2|ii|two)\b|\btrust services? criteria\b|\baicpa\b/gi,
  ISO27001: /\biso(?:\s*\/\s*iec)?(?:\s*-?\s*2700[12](?::\s*20\d\d)?)?\b|\b2700[12]\b|\bannex\s+a\b/gi,
  HIPAA: /\bhip+a+\b|\bhitech\b|\b45\s*cfr\b|\bsecurity rule\b/gi,
  GDPR: /\b(?:uk\s+|eu\s+)?gdpr\b|\bgeneral data protection regulation\b|\bdsgvo\b|\brgpd\b/gi,
};

export type FrameworkMentions = { frameworks: FrameworkId[]; remainder: string };

/**
 * The frameworks a question names, and the question without those names: the names steer the ranking instead of
 * being matched as words, where they would favour whichever documents repeat them most.
 */
export const findFrameworkMentions = (question: string): FrameworkMentions => {
  const frameworks: FrameworkId[] = [];
  let remainder = question;
  for (const [framework, pattern] of Object.entries(mentionPatterns) as [FrameworkId, RegExp][]) {
    // replace, unlike test, ignores a global pattern's lastIndex left over from the previous question.
    const stripped = remainder.replace(pattern, ' ');
    if (stripped === remainder) continue;
    frameworks.push(framework);
    remainder = stripped;
  }
  return { frameworks, remainder };
};
