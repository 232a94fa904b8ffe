import type { MemberActor } from '../../core/actor';
import { AppError } from '../../core/appError';
import type { PolicyDetail } from '@/contracts/policies';
import { findPolicyByTemplate } from './repository';
import { generatePolicy, listPolicies, type PolicyDeps, readPolicy } from './service';
import { matchPolicyTemplate } from './templateMatch';

/** What asking for a policy of the library came to. */
export type LibraryRequestOutcome =
  | { outcome: 'created'; policy: PolicyDetail }
  | { outcome: 'existing'; policy: PolicyDetail }
  | { outcome: 'unnamed'; templates: { templateId: string; title: string }[] };

/**
 * Starts the policy a request names, as the library's generator does, or finds the one already started: a policy is
 * never generated twice. A request naming none gets the templates not yet used, for the member to choose from.
 */
export const startRequestedPolicy = async (
  deps: PolicyDeps,
  actor: MemberActor,
  request: string,
): Promise<LibraryRequestOutcome> => {
  const template = matchPolicyTemplate(request);
  if (!template) {
    const { templates } = await listPolicies(deps, actor);
    return { outcome: 'unnamed', templates: templates.map(({ templateId, title }) => ({ templateId, title })) };
  }
  const existing = await findPolicyByTemplate(deps.db, actor.organizationId, template.id);
  if (existing) return { outcome: 'existing', policy: await readPolicy(deps, actor, existing.id) };
  try {
    return { outcome: 'created', policy: await generatePolicy(deps, actor, template.id) };
  } catch (error) {
    // Another request generated it a moment before: answer with that one.
    const raced = await findPolicyByTemplate(deps.db, actor.organizationId, template.id);
    if (error instanceof AppError && error.statusCode === 409 && raced) {
      return { outcome: 'existing', policy: await readPolicy(deps, actor, raced.id) };
    }
    throw error;
  }
};
