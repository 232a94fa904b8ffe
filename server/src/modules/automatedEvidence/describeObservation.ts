import type { AutomatedEvidence } from '@/contracts/automatedEvidence';
import { integrationCatalog, type IntegrationType, integrationTypes } from '@/contracts/integrations';
import { checks, isCheckId } from '../../frameworks/checks';
import { controlsByCheck } from '../../frameworks/controlsByCheck';

type ObservationRow = { type: string; check_id: string; collected_at: string; expires_at: string };

const isIntegrationType = (type: string): type is IntegrationType =>
  (integrationTypes as readonly string[]).includes(type);

/**
 * Who collected an observation and what it supports, or null when it names an integration or a check this server
 * no longer knows (nothing could be said of it).
 */
export const describeObservation = (row: ObservationRow): Omit<AutomatedEvidence, 'expired'> | null => {
  const { type, check_id: check } = row;
  if (!isIntegrationType(type) || !isCheckId(check)) return null;
  return {
    integration: type,
    integrationName: integrationCatalog[type].name,
    check,
    checkName: checks[check].name,
    collectedAt: row.collected_at,
    expiresAt: row.expires_at,
    controls: [...(controlsByCheck.get(check) ?? [])],
  };
};

export const isExpired = (expiresAt: string, now: Date): boolean => Date.parse(expiresAt) <= now.getTime();
