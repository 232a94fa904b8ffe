import type { FastifyInstance } from 'fastify';
import type { Attestation } from '@/contracts/attestations';
import type { AnswerKind, ControlDetails } from '@/contracts/controlSettings';
import type { FrameworkId } from '@/contracts/enums';
import type { Heatmap } from '@/contracts/dashboard';
import { api } from './requests';

/** An answer that meets a check of each kind, as a person who did the work would give it. */
const meetingAnswers: Record<AnswerKind, (today: string) => unknown> = {
  ratio: () => ({ compliant: 12, total: 12 }),
  percent: () => 100,
  date: (today) => today,
  confirmation: () => true,
  count: () => 0,
};

// The count checks that need a figure above nothing to pass.
const meetingCounts: Record<string, number> = { 'logging.retentionDays': 400 };

export const meetingAnswer = (check: { id: string; answer: AnswerKind }, today: string): unknown =>
  check.answer === 'count' && check.id in meetingCounts ? meetingCounts[check.id] : meetingAnswers[check.answer](today);

export const inDays = (now: Date, days: number) =>
  new Date(now.getTime() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

export const attest = (
  app: FastifyInstance,
  token: string,
  body: { check: string; value: unknown; evidenceId: string; validUntil: string; statement?: string },
) =>
  api(app, 'POST', '/api/attestations', {
    token,
    body: { statement: 'Done as our procedure says; the attached record shows it.', ...body },
  });

export const reviewAttestation = (app: FastifyInstance, token: string, id: string, decision: 'approve' | 'reject') =>
  api(app, 'POST', `/api/attestations/${id}/review`, {
    token,
    body: decision === 'approve' ? { decision } : { decision, note: 'The record does not show it' },
  });

/** Attests and has a second member approve: the attestation as approved. */
export const approvedAttestation = async (
  app: FastifyInstance,
  tokens: { attester: string; approver: string },
  body: Parameters<typeof attest>[2],
): Promise<Attestation> => {
  const submitted = await attest(app, tokens.attester, body);
  if (submitted.statusCode !== 201) throw new Error(`attest ${body.check}: ${submitted.statusCode} ${submitted.body}`);
  const reviewed = await reviewAttestation(app, tokens.approver, (submitted.json().data as Attestation).id, 'approve');
  if (reviewed.statusCode !== 200) throw new Error(`approve ${body.check}: ${reviewed.statusCode} ${reviewed.body}`);
  return reviewed.json().data as Attestation;
};

export const controlDetails = async (
  app: FastifyInstance,
  token: string,
  framework: FrameworkId,
  controlId: string,
) => {
  const response = await api(app, 'GET', `/api/controls/${framework}/${encodeURIComponent(controlId)}`, { token });
  if (response.statusCode !== 200) throw new Error(`control ${controlId}: ${response.statusCode} ${response.body}`);
  return response.json().data as ControlDetails;
};

/** Runs the framework's assessment as the member would from the dashboard, and reads its heat map. */
export const assessAndReadHeatmap = async (app: FastifyInstance, token: string, framework: FrameworkId) => {
  const run = await api(app, 'POST', '/api/dashboard/run-assessment', { token, body: { framework } });
  if (run.statusCode !== 202) throw new Error(`run ${framework}: ${run.statusCode} ${run.body}`);
  const heatmap = await api(app, 'GET', `/api/dashboard/compliance-heatmap?framework=${framework}`, { token });
  return heatmap.json().data as Heatmap;
};
