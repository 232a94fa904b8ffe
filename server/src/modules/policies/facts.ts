import type { Db } from '../../db/database';
import { frameworkIds, frameworkLabels } from '@/contracts/enums';
import { integrationCatalog, type IntegrationType } from '@/contracts/integrations';
import { passwordMinLength } from '@/contracts/passwordPolicy';
import type { PolicyFact } from '@/contracts/policyFields';
import { listConnectedTypes } from '../integrations';
import { loadEffectiveSignals } from '../signals';

const cloud: readonly IntegrationType[] = ['aws', 'azure', 'gcp'];
const identity: readonly IntegrationType[] = ['okta'];
const sourceControl: readonly IntegrationType[] = ['github', 'gitlab'];

/** "A", "A and B", "A, B and C". */
export const listInWords = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

const longDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

const isRatio = (value: unknown): value is { compliant: number; total: number } =>
  typeof value === 'object' && value !== null && 'compliant' in value && 'total' in value;

/**
 * What policies may quote as true today, from the integrations connected and the checks' latest values; a fact the
 * product does not know is absent, and the template says so in its own words.
 */
export const loadPolicyFacts = async (
  db: Db,
  organizationId: string,
  now: Date,
): Promise<Partial<Record<PolicyFact, string>>> => {
  const connected = await listConnectedTypes(db, organizationId);
  const named = (kinds: readonly IntegrationType[]) =>
    listInWords(connected.filter((type) => kinds.includes(type)).map((type) => integrationCatalog[type].name));
  const signals = new Map(
    (await loadEffectiveSignals(db, organizationId, now)).map((signal) => [signal.key, signal.value]),
  );
  const facts: Partial<Record<PolicyFact, string>> = {
    frameworks: listInWords(frameworkIds.map((id) => frameworkLabels[id])),
    passwordMinimumLength: String(passwordMinLength),
  };
  const set = (fact: PolicyFact, value: string) => {
    if (value) facts[fact] = value;
  };
  set('cloudProviders', named(cloud));
  set('identityProvider', named(identity));
  set('sourceControl', named(sourceControl));
  const mfa = signals.get('mfa.enforced');
  if (isRatio(mfa) && mfa.total > 0 && mfa.compliant === mfa.total) {
    const where = facts.identityProvider ? ` in ${facts.identityProvider}` : '';
    set('mfaEnforcement', `MFA is enforced for all ${mfa.total} users${where}`);
  }
  const backups = signals.get('backups.tested');
  if (typeof backups === 'string' && !Number.isNaN(Date.parse(backups))) set('backupsTestedOn', longDay(backups));
  return facts;
};
