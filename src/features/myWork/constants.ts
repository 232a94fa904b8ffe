import { screenTitles } from '@/app/screenTitles';
import type { MyReview, MyWorkSection } from '@/contracts/myWork';

/** A section lists this many of its items until the member asks for the rest. */
export const SECTION_PREVIEW = 10;

export const myWorkText = {
  title: screenTitles.myWork,
  description: 'What waits for you: the controls you own, your tasks, reviews, mentions and evidence running out.',
  loadFailed: 'Failed to load your work',
  loading: 'Loading your work',
  openAll: 'Open my work',
  empty: 'Nothing waiting for you.',
  showing: (shown: number, total: number) => `Showing ${shown} of ${total}`,
  showMore: (count: number) => `Show ${count} more`,
  needsAction: (count: number) => `, ${count} ${count === 1 ? 'item needs' : 'items need'} your action`,
  overdue: 'Overdue',
  expired: 'Expired',
  owner: 'Owner',
  backup: 'Backup',
  noReviewDate: 'No review date',
  reviewBy: (date: string) => `Review by ${date}`,
  due: (date: string) => `Due ${date}`,
  submitted: (by: string, when: string) => `Submitted by ${by} · ${when}`,
  mentioned: (by: string, when: string) => `${by} · ${when}`,
  formerMember: 'A former member',
  expires: (date: string) => `Expires ${date}`,
  expiredOn: (date: string) => `Expired ${date}`,
  publishedVersion: (version: string, when: string) => `Version ${version}, published ${when}`,
} as const;

export const sectionTitles: Record<MyWorkSection, string> = {
  controls: 'My controls',
  tasks: 'My tasks',
  reviews: 'Reviews waiting for me',
  mentions: 'Mentions',
  evidenceExpiring: 'My evidence expiring',
  policiesToAccept: 'Policies for me to accept',
};

/** The sections in the order they are shown; read from here, not the contract, so no schema code ships with them. */
export const sectionOrder = Object.keys(sectionTitles) as MyWorkSection[];

export const reviewKindLabels: Record<MyReview['kind'], string> = {
  evidence: 'Evidence',
  attestation: 'Attestation',
  exclusion: 'Exclusion',
  statement: 'Statement',
  policy: 'Policy',
};
