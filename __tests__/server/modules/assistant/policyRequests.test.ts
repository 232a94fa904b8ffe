import { cannotStartPolicyAnswer } from '../../../../server/src/modules/assistant/composer/policyRequest';
import { policyAuditActions } from '../../../../server/src/modules/policies/auditActions';
import { QUICK_ACTIONS } from '@/features/assistant/constants';
import { api } from '../../helpers/requests';
import { auditRowsFor } from '../../helpers/rows';
import { setupTestApp } from '../../helpers/testApp';
import { commentTeam, type Member } from '../comments/commentTeam';
import { profileBut } from '../policies/policyTeam';
import type { ChatMessage } from '@/contracts/assistant';

const t = setupTestApp({ seed: false });

const ask = async (member: Pick<Member, 'token'>, content: string): Promise<ChatMessage> => {
  const response = await api(t.app, 'POST', '/api/assistant/messages', { token: member.token, body: { content } });
  expect(response.statusCode).toBe(201);
  return response.json().data.answer as ChatMessage;
};

const policyRows = (organizationId: string) =>
  t.db.selectFrom('policies').selectAll().where('organization_id', '=', organizationId).execute();

const generateQuickAction = () => {
  const action = QUICK_ACTIONS.find((shortcut) => shortcut.label === 'Generate a security policy');
  if (!action) throw new Error('the quick action is missing');
  return action.prompt;
};

describe('SecuroBot starting policies', () => {
  it('drafts the policy asked for once, with its blockers, and answers with it when asked again', async () => {
    const team = await commentTeam(t);
    await api(t.app, 'PUT', '/api/policies/profile', { token: team.manager.token, body: { fields: profileBut } });

    const first = await ask(team.manager, 'Draft an access control policy for us');
    const [policy] = await policyRows(team.admin.organizationId);
    expect(policy).toMatchObject({ template_id: 'access-control', title: 'Access Control Policy' });
    expect(first.sources).toEqual([
      expect.objectContaining({ kind: 'policy', title: 'Access Control Policy', path: `/policies/${policy.id}` }),
    ]);
    expect(first.content).toContain(`/policies/${policy.id}`);
    expect(first.content).toContain('Security officer (name and title)');
    expect(await auditRowsFor(t.db, policyAuditActions.generated)).toHaveLength(1);

    const again = await ask(team.admin, 'Please write our Access Control Policy');
    expect(await policyRows(team.admin.organizationId)).toHaveLength(1);
    expect(again.content).toContain('already in your Policies');
    expect(again.content).toContain('a draft');
    expect(again.sources).toEqual([expect.objectContaining({ kind: 'policy', path: `/policies/${policy.id}` })]);
  });

  it('starts the Information Security Policy from the quick action', async () => {
    const team = await commentTeam(t);
    const answer = await ask(team.manager, generateQuickAction());
    const [policy] = await policyRows(team.admin.organizationId);
    expect(policy).toMatchObject({ template_id: 'information-security' });
    expect(answer.content).toContain(`I started a draft of the Information Security Policy`);
    expect(answer.content).toContain(`/policies/${policy.id}`);
  });

  it('answers a request naming no policy with the templates not yet started, as links, and asks which one', async () => {
    const team = await commentTeam(t);
    await ask(team.manager, 'Generate an incident response policy');
    const answer = await ask(team.manager, 'Write a policy for us');
    expect(await policyRows(team.admin.organizationId)).toHaveLength(1);
    expect(answer.content).toMatch(/^Which policy should I draft\?/);
    const titles = answer.sources.map((source) => source.title);
    expect(titles).toContain('Information Security Policy');
    expect(titles).toContain('Access Control Policy');
    expect(titles).not.toContain('Incident Response Policy');
    expect(answer.sources.every((source) => source.kind === 'policy' && source.path === '/policies')).toBe(true);
  });

  it("leaves questions about a policy, and about a provider's policies, to the answers", async () => {
    const team = await commentTeam(t);
    for (const question of [
      'How do I create a password policy in Okta?',
      'Write an S3 bucket policy that blocks public access',
      'What does our access control policy say about reviews?',
    ]) {
      const answer = await ask(team.manager, question);
      expect(answer.content).not.toContain('I started a draft');
    }
    expect(await policyRows(team.admin.organizationId)).toEqual([]);
  });

  it('starts nothing for a member who does not manage policies, and says who can', async () => {
    const team = await commentTeam(t);
    for (const member of [team.analyst, team.viewer]) {
      const answer = await ask(member, 'Draft an access control policy for us');
      expect(answer.content).toBe(cannotStartPolicyAnswer);
      expect(answer.content).toContain('Compliance Manager');
    }
    expect(await policyRows(team.admin.organizationId)).toEqual([]);
  });
});
