import { z } from 'zod';
import { emailField, nameField, optionalText } from './fields';
import { freeTextMax } from './fieldLimits';
import {
  COMPANY_SIZES,
  COMPLIANCE_GOALS,
  HEAR_ABOUT_US_OPTIONS,
  INDUSTRIES,
  JOB_TITLES,
  TIMELINES,
} from './wishlistOptions';

// The form sends '' for a select left empty; treat it as absent so required fields say "is required".
const blankAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const requiredChoice = <T extends readonly [string, ...string[]]>(options: T) =>
  z.preprocess(blankAsMissing, z.enum(options));

const optionalChoice = <T extends readonly [string, ...string[]]>(options: T) =>
  z.preprocess(blankAsMissing, z.enum(options).nullish()).transform((value) => value ?? null);

export const wishlistBody = z.object({
  fullName: nameField,
  email: emailField,
  jobTitle: requiredChoice(JOB_TITLES),
  company: nameField,
  companySize: requiredChoice(COMPANY_SIZES),
  industry: requiredChoice(INDUSTRIES),
  complianceGoal: requiredChoice(COMPLIANCE_GOALS),
  currentChallenges: optionalText(freeTextMax),
  timeline: optionalChoice(TIMELINES),
  hearAboutUs: optionalChoice(HEAR_ABOUT_US_OPTIONS),
});

export type WishlistBody = z.output<typeof wishlistBody>;

/** What the form sends: every field as the user typed or picked it, '' for an optional field left empty. */
export type WishlistRequest = Record<keyof WishlistBody, string>;
