import { type OktaClient, oktaNeed } from './client';
import { listActivePolicies, type OktaPolicy } from './policies';

type SignOnRule = {
  id: string;
  name: string;
  status: 'ACTIVE' | 'INACTIVE';
  actions?: {
    signon?: {
      access?: 'ALLOW' | 'DENY';
      requireFactor?: boolean;
      session?: { maxSessionIdleMinutes?: number; maxSessionLifetimeMinutes?: number };
    };
  };
};

/** One rule that lets people establish an Okta session, with its settings as Okta applies them. */
export type SessionRule = {
  policy: string;
  rule: string;
  requireFactor: boolean;
  maxSessionIdleMinutes: number;
  /** 0: the session never expires while in use. */
  maxSessionLifetimeMinutes: number;
};

// Okta's documented defaults for settings a rule leaves out.
const defaultIdleMinutes = 120;
const unlimitedLifetime = 0;

const sessionRule = (policy: OktaPolicy, rule: SignOnRule): SessionRule => {
  const signon = rule.actions?.signon;
  return {
    policy: policy.name,
    rule: rule.name,
    requireFactor: signon?.requireFactor ?? false,
    maxSessionIdleMinutes: signon?.session?.maxSessionIdleMinutes ?? defaultIdleMinutes,
    maxSessionLifetimeMinutes: signon?.session?.maxSessionLifetimeMinutes ?? unlimitedLifetime,
  };
};

/** The active rules of the active global session (Okta sign-on) policies that allow a sign-in; a DENY grants none. */
export const readSessionRules = async (client: OktaClient): Promise<SessionRule[]> => {
  const policies = await listActivePolicies<OktaPolicy>(client, 'OKTA_SIGN_ON');
  const rules: SessionRule[] = [];
  for (const policy of policies) {
    const need = oktaNeed(`the rules of Okta's global session policy "${policy.name}"`);
    const policyRules = await client.list<SignOnRule>(need, `/api/v1/policies/${policy.id}/rules`);
    for (const rule of policyRules) {
      if (rule.status === 'ACTIVE' && rule.actions?.signon?.access !== 'DENY') rules.push(sessionRule(policy, rule));
    }
  }
  return rules;
};
