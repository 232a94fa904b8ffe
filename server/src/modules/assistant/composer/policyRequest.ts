import type { MemberActor } from '../../../core/actor';
import type { AppDeps } from '../../../core/appDeps';
import type { ChatSource } from '@/contracts/assistant';
import { roles } from '@/contracts/enums';
import { hasPermission } from '@/contracts/permissions';
import type { PolicyDetail, PolicyStatus } from '@/contracts/policies';
import { type LibraryRequestOutcome, startRequestedPolicy } from '../../policies';
import type { Composed } from './compose';

const producing = /\b(generate|draft|write|create|prepare)\b(?:\s+\S+){0,6}?\s+polic(y|ies)\b/i;
// "How do I create a password policy in Okta?" asks about a setting; so does any policy of a provider's resource.
const askingHow = /^\s*(how|what|why|where|when|which|is|are|does|do)\b/i;
const providerPolicy =
  /\b(bucket|iam|s3|okta|entra|azure|aws|gcp|github|gitlab|kubernetes|k8s|branch|network|pod|atlas)\b/i;

// Asked to produce a policy, not about one: "draft an access control policy", "generate a security policy".
export const asksToStartPolicy = (question: string) =>
  producing.test(question) && !askingHow.test(question) && !providerPolicy.test(question);

const statusWords: Record<PolicyStatus, string> = {
  draft: 'a draft',
  inReview: 'in review',
  approved: 'approved, ready to publish',
  published: 'published',
};

const policyPath = (policyId: string) => `/policies/${policyId}`;

const policySource = (policy: PolicyDetail): ChatSource => ({
  kind: 'policy',
  label: 'Policy',
  title: policy.title,
  path: policyPath(policy.id),
  framework: null,
  status: null,
  score: null,
});

const templateSource = (template: { templateId: string; title: string }): ChatSource => ({
  kind: 'policy',
  label: 'Library',
  title: template.title,
  path: '/policies',
  framework: null,
  status: null,
  score: null,
});

const managers = roles.filter((role) => hasPermission(role, 'policies:manage'));

export const cannotStartPolicyAnswer = `Only members who manage policies (${managers.join(' or ')}) can start a policy from the library. Ask one of them, or open Policies to read the ones in force.`;

const describeOutcome = (result: LibraryRequestOutcome): Composed => {
  if (result.outcome === 'unnamed') {
    if (result.templates.length === 0) {
      return {
        content: 'Every policy of the library is already in your Policies: open one to edit, review or publish it.',
        sources: [],
        verbatim: true,
      };
    }
    return {
      content: [
        `Which policy should I draft? These ${result.templates.length} of the library are not started yet:`,
        ...result.templates.map((template) => `- ${template.title}`),
        '',
        'Name one, for example "Draft the Access Control Policy", and I will start its draft from your policy profile.',
      ].join('\n'),
      sources: result.templates.map(templateSource),
      verbatim: true,
    };
  }
  const { policy } = result;
  const version = policy.version ? ` (version ${policy.version} in force)` : '';
  if (result.outcome === 'existing') {
    return {
      content: `The ${policy.title} is already in your Policies: it is ${statusWords[policy.status]}${version}. Open it at ${policyPath(policy.id)}; I did not start a second one.`,
      sources: [policySource(policy)],
      verbatim: true,
    };
  }
  const blockers = policy.draft?.blockers ?? [];
  const needs =
    blockers.length === 0
      ? 'Your policy profile already fills every field it quotes: review the text and submit it for approval.'
      : `Before it can be published, fill in these fields of the policy profile: ${blockers.map((blocker) => blocker.label).join('; ')}.`;
  return {
    content: `I started a draft of the ${policy.title} from the library, filled from your policy profile: ${policyPath(policy.id)}.\n\n${needs}`,
    sources: [policySource(policy)],
    verbatim: true,
  };
};

/** A request to start a policy, answered by starting it (or finding it), for members who manage policies. */
export const policyRequestAnswer = async (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  asker: MemberActor,
  question: string,
): Promise<Composed | null> => {
  if (!asksToStartPolicy(question)) return null;
  if (!hasPermission(asker.role, 'policies:manage')) {
    return { content: cannotStartPolicyAnswer, sources: [], verbatim: true };
  }
  return describeOutcome(await startRequestedPolicy(deps, asker, question));
};
