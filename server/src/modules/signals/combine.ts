import { checks, isCheckId } from '../../frameworks/checks';
import type { StoredSignal } from './repository';

const latest = (signals: StoredSignal[]): StoredSignal =>
  signals.reduce((newest, signal) => (signal.observedAt > newest.observedAt ? signal : newest));

const combined = (key: string, signals: StoredSignal[]): StoredSignal => {
  // What an integration measures outranks what was declared by import for the same check.
  const collected = signals.filter((signal) => signal.integration);
  const counted = collected.length > 0 ? collected : signals;
  if (counted.length === 1 || !isCheckId(key)) return latest(counted);
  return {
    key,
    value: checks[key].combine(counted.map((signal) => signal.value)),
    source: counted.map((signal) => signal.source).join(', '),
    ...(collected.length > 0 ? { integration: collected.map((signal) => signal.integration).join(', ') } : {}),
    // The combined value is only as fresh as its oldest part.
    observedAt: counted.reduce(
      (oldest, signal) => (signal.observedAt < oldest ? signal.observedAt : oldest),
      counted[0].observedAt,
    ),
  };
};

/**
 * One value per check from every source that reported it: collected values supersede imported ones, and several
 * integrations measuring one check (GitHub's and GitLab's repositories) combine by the check's own rule.
 */
export const combineSources = (signals: readonly StoredSignal[]): StoredSignal[] => {
  const byKey = new Map<string, StoredSignal[]>();
  for (const signal of signals) byKey.set(signal.key, [...(byKey.get(signal.key) ?? []), signal]);
  return [...byKey].map(([key, sources]) => combined(key, sources));
};
