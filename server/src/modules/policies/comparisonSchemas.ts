import { describeRoute, documented, failures } from '../../plugins/routeDocs';
import {
  policyDiffQuery,
  policyDiffResponse,
  policyParams,
  sectionRewriteBody,
  sectionRewriteResponse,
} from '@/contracts/policies';

const tag = 'Policies' as const;

const hunks = [
  { kind: 'hidden' as const, lines: 12 },
  { kind: 'unchanged' as const, text: '## 5. Access reviews' },
  { kind: 'removed' as const, text: 'Access is reviewed every 180 days.' },
  { kind: 'added' as const, text: 'Access is reviewed every 90 days.' },
];

export const diffSchema = {
  ...describeRoute({
    tag,
    summary: 'The line-by-line difference between two texts of a policy: published versions or the draft',
  }),
  params: policyParams,
  querystring: policyDiffQuery,
  response: {
    200: documented(policyDiffResponse, 'Added, removed and shared lines; long shared stretches counted', {
      success: true,
      data: { hunks },
    }),
    ...failures(400, 401, 404, 503),
  },
};

export const rewriteSchema = {
  ...describeRoute({
    tag,
    summary: "A language model's rewrite of one section of the draft, as a difference; nothing is stored",
  }),
  params: policyParams,
  body: sectionRewriteBody,
  response: {
    200: documented(sectionRewriteResponse, 'The proposal: the draft with the section rewritten, and the difference', {
      success: true,
      data: { section: '5. Access reviews', body: '# Access Control Policy\n\n...', hunks },
    }),
    ...failures(400, 401, 404, 409, 413, 415, 422, 429, 502, 503),
  },
};
