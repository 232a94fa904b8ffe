import type { PolicyAssignment, PolicyDetail, PolicyStatus, PolicySummary } from '@/contracts/policies';
import { sha256Hex } from '../../lib/sha256';
import type { PolicyOrigin } from './policyOrigin';
import type { RenderedPolicy } from './rendering';
import type { PolicyRow, PolicyVersionRow } from './repository';

export type PublishedVersion = PolicyVersionRow & { major: number; minor: number; rendered: string; sha256: string };

export const isPublished = (row: PolicyVersionRow): row is PublishedVersion =>
  row.state === 'published' && row.major !== null && row.minor !== null && row.rendered !== null && row.sha256 !== null;

export const versionLabel = (row: { major: number; minor: number }) => `${row.major}.${row.minor}`;

/** The draft's review round counts only while the text is the one submitted. */
export const draftReviewState = (draft: PolicyVersionRow) =>
  draft.review_state !== null && draft.review_fingerprint === sha256Hex(draft.body) ? draft.review_state : null;

export const policyStatus = (draft: PolicyVersionRow | undefined): PolicyStatus => {
  if (!draft) return 'published';
  const review = draftReviewState(draft);
  if (review === 'pending') return 'inReview';
  return review === 'approved' ? 'approved' : 'draft';
};

const addMonths = (iso: string, months: number) => {
  const date = new Date(iso);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
};

export type PolicyParts = {
  policy: PolicyRow;
  template: PolicyOrigin;
  draft: PolicyVersionRow | undefined;
  current: PublishedVersion | undefined;
  acceptance: { accepted: number; required: number } | null;
};

export const toPolicySummary = ({ policy, template, draft, current, acceptance }: PolicyParts): PolicySummary => ({
  id: policy.id,
  templateId: policy.template_id,
  title: policy.title,
  summary: template.summary,
  status: policyStatus(draft),
  version: current ? versionLabel(current) : null,
  publishedAt: current?.published_at ?? null,
  nextReviewOn: current?.published_at ? addMonths(current.published_at, policy.review_months) : null,
  acceptance,
  ...(policy.imported_from === null ? {} : { importedFrom: policy.imported_from }),
});

export const toPolicyDetail = (
  parts: PolicyParts & { assignment: PolicyAssignment },
  extra: {
    rendered: RenderedPolicy | null;
    published: PublishedVersion[];
    acceptedByMe: boolean;
    approval: PolicyDetail['approval'];
  },
): PolicyDetail => ({
  ...toPolicySummary(parts),
  controls: { ...parts.template.controls } as PolicyDetail['controls'],
  draft:
    parts.draft && extra.rendered
      ? {
          body: parts.draft.body,
          rendered: extra.rendered.text,
          blockers: extra.rendered.blockers,
          reviewState: draftReviewState(parts.draft),
          updatedAt: parts.draft.updated_at,
        }
      : null,
  versions: extra.published.map((row) => ({
    id: row.id,
    version: versionLabel(row),
    changelog: row.changelog ?? '',
    sha256: row.sha256,
    approvedBy: row.reviewed_by_label,
    publishedBy: row.published_by_label ?? '',
    publishedAt: row.published_at ?? row.updated_at,
  })),
  current: parts.current
    ? {
        id: parts.current.id,
        version: versionLabel(parts.current),
        text: parts.current.rendered,
        sha256: parts.current.sha256,
      }
    : null,
  acceptedByMe: extra.acceptedByMe,
  assignment: parts.assignment,
  approval: extra.approval,
});
