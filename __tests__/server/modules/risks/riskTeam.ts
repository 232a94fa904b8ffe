import { api } from '../../helpers/requests';
import type { TestHarness } from '../../helpers/testApp';
import { commentTeam, type Member } from '../comments/commentTeam';

export const day = (from: Date, days: number) =>
  new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** A valid risk owned by `ownerId`: inherent 4 x 4 = 16, residual 3 x 4 = 12, untreated. */
export const riskBody = (ownerId: string, overrides: Record<string, unknown> = {}) => ({
  title: 'Production database credentials leaked from a laptop',
  description: 'An engineer laptop holds long-lived database passwords.',
  category: 'security',
  ownerId,
  controls: [{ framework: 'SOC2', controlId: 'CC6.1' }],
  inherent: { likelihood: 4, impact: 4 },
  residual: { likelihood: 3, impact: 4 },
  treatment: null,
  reviewOn: '2027-06-30',
  ...overrides,
});

export const risksApi = (t: TestHarness) => ({
  create: (member: Pick<Member, 'token'>, body: unknown) =>
    api(t.app, 'POST', '/api/risks', { token: member.token, body }),
  read: (member: Pick<Member, 'token'>, riskId: string) =>
    api(t.app, 'GET', `/api/risks/${riskId}`, { token: member.token }),
  update: (member: Pick<Member, 'token'>, riskId: string, body: unknown) =>
    api(t.app, 'PUT', `/api/risks/${riskId}`, { token: member.token, body }),
  remove: (member: Pick<Member, 'token'>, riskId: string) =>
    api(t.app, 'DELETE', `/api/risks/${riskId}`, { token: member.token }),
  list: (member: Pick<Member, 'token'>, query = '') =>
    api(t.app, 'GET', `/api/risks${query ? `?${query}` : ''}`, { token: member.token }),
  overview: (member: Pick<Member, 'token'>) => api(t.app, 'GET', '/api/risks/overview', { token: member.token }),
  suggestions: (member: Pick<Member, 'token'>) => api(t.app, 'GET', '/api/risks/suggestions', { token: member.token }),
  acceptSuggestion: (member: Pick<Member, 'token'>, checkId: string) =>
    api(t.app, 'POST', `/api/risks/suggestions/${checkId}/accept`, { token: member.token }),
  assessments: (member: Pick<Member, 'token'>) => api(t.app, 'GET', '/api/risks/assessments', { token: member.token }),
  recordAssessment: (member: Pick<Member, 'token'>, body: unknown) =>
    api(t.app, 'POST', '/api/risks/assessments', { token: member.token, body }),
  setTolerance: (member: Pick<Member, 'token'>, riskTolerance: 'low' | 'medium' | 'high') =>
    api(t.app, 'PUT', '/api/settings/compliance', {
      token: member.token,
      body: { primaryFramework: 'SOC2', autoRemediation: false, riskTolerance, auditFrequency: 'weekly' },
    }),
});

/** A team of every role, and the risks API. */
export const riskTeam = async (t: TestHarness) => ({ ...(await commentTeam(t)), risks: risksApi(t) });

/** Adds a risk as the manager and expects it stored: the risk. */
export const added = async (team: Awaited<ReturnType<typeof riskTeam>>, overrides: Record<string, unknown> = {}) => {
  const response = await team.risks.create(team.manager, riskBody(team.manager.id, overrides));
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json().data;
};
