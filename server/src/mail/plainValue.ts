import { inertLinks } from '@/contracts/linkLikeText';

/** One line of text: CR, LF and every other control character become a space, so a value can't start a line of its own. */
export const singleLine = (value: string): string =>
  // eslint-disable-next-line no-control-regex
  value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim();

export const escapeHtml = (value: string): string =>
  singleLine(value).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A name a tenant chose (an organisation's, a member's) as the platform's emails show it: one line, and any
 * link-like text in it defanged, so our sender never delivers a clickable address that someone else typed.
 */
export const inertName = (value: string): string => singleLine(inertLinks(value));
