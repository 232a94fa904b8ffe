import type { GithubRequest } from './client';
import { type GithubNeed, whenNotFound } from './errors';

export type ReviewRequirement = { requiredApprovals: number; enforcedBy: 'branch protection' | 'ruleset' | null };

type Branch = { owner: string; repo: string; branch: string };

const notRequired: ReviewRequirement = { requiredApprovals: 0, enforcedBy: null };

/**
 * How many approving reviews a change to the branch needs: from classic branch protection, else from the rulesets
 * (repository or organization) active on it. A rule that asks for a pull request but no approval is no review.
 */
export const readReviewRequirement = async (
  request: GithubRequest,
  { owner, repo, branch }: Branch,
  need: GithubNeed,
): Promise<ReviewRequirement> => {
  const protection = await request(need, (client) =>
    client.rest.repos.getBranchProtection({ owner, repo, branch }).then(({ data }) => data, whenNotFound(null)),
  );
  const protectedApprovals = protection?.required_pull_request_reviews?.required_approving_review_count ?? 0;
  if (protectedApprovals > 0) return { requiredApprovals: protectedApprovals, enforcedBy: 'branch protection' };

  // GitHub Enterprise Server releases before rulesets answer 404 here.
  const rules = await request(need, (client) =>
    client.paginate(client.rest.repos.getBranchRules, { owner, repo, branch, per_page: 100 }).catch(whenNotFound([])),
  );
  const ruleApprovals = Math.max(
    0,
    ...rules.map((rule) =>
      rule.type === 'pull_request' ? (rule.parameters?.required_approving_review_count ?? 0) : 0,
    ),
  );
  return ruleApprovals > 0 ? { requiredApprovals: ruleApprovals, enforcedBy: 'ruleset' } : notRequired;
};
