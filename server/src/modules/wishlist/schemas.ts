import { z } from 'zod';
import { emailField, freeTextMax, messageResponse, nameField, optionalText } from '../common/schemas';
import { companySizes, complianceGoals, hearAboutUsOptions, industries, jobTitles, timelines } from './options';

// The form sends '' for a select left empty; treat it as absent so required fields say "is required".
const blankAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const requiredChoice = <T extends readonly [string, ...string[]]>(options: T) =>
  z.preprocess(blankAsMissing, z.enum(options));

const optionalChoice = <T extends readonly [string, ...string[]]>(options: T) =>
  z.preprocess(blankAsMissing, z.enum(options).nullish()).transform((value) => value ?? null);

export const wishlistBody = z.object({
  fullName: nameField,
  email: emailField,
  jobTitle: requiredChoice(jobTitles),
  company: nameField,
  companySize: requiredChoice(companySizes),
  industry: requiredChoice(industries),
  complianceGoal: requiredChoice(complianceGoals),
  currentChallenges: optionalText(freeTextMax),
  timeline: optionalChoice(timelines),
  hearAboutUs: optionalChoice(hearAboutUsOptions),
});

export type WishlistBody = z.output<typeof wishlistBody>;

export { messageResponse };
