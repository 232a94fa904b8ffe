import { policyAcceptanceWindowDays } from '@/contracts/policyLimits';
import type { PublishedVersion } from './toPolicy';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The version that asked members to accept the text in force: the first publication of its major number, since a
 * minor version carries the acceptances over and so asks nobody anew. `published` is newest first.
 */
export const requestingVersion = (published: readonly PublishedVersion[], current: PublishedVersion) =>
  published.filter((row) => row.major === current.major).at(-1) ?? current;

/** When a member's window to accept closes: the set days after the request, or after they joined if that is later. */
export const acceptanceDueAt = (requestedAt: string, memberSince: string): string =>
  new Date(
    Math.max(Date.parse(requestedAt), Date.parse(memberSince)) + policyAcceptanceWindowDays * dayMs,
  ).toISOString();
