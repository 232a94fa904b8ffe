import { missingPermissionMessage } from '@/contracts/permissions';
import type { TextHunk } from '@/contracts/policies';
import { policyAuditActions } from '../../../../server/src/modules/policies/auditActions';
import { rewriteUnavailableMessage } from '../../../../server/src/modules/policies/rewriteService';
import {
  headingRewriteMessage,
  htmlRewriteMessage,
  placeholdersLostMessage,
  rewriteRules,
} from '../../../../server/src/modules/policies/sectionRewrite';
import { type FakeLanguageModel, startFakeLanguageModel } from '../../helpers/fakeLanguageModel';
import { api, expectFailure, registerAccount } from '../../helpers/requests';
import { auditRowsFor } from '../../helpers/rows';
import { relaxedLimits, setupTestApp, type TestHarness } from '../../helpers/testApp';
import type { Member } from '../comments/commentTeam';
import { policyTeam } from './policyTeam';

let fake: FakeLanguageModel;
beforeAll(async () => {
  fake = await startFakeLanguageModel();
});
afterAll(() => fake.close());

const t = setupTestApp({ seed: false, languageModel: () => ({ url: fake.url, model: 'llama3.1', apiKey: null }) });

const rewrite = (harness: TestHarness, member: Member, policyId: string, body: Record<string, unknown>) =>
  api(harness.app, 'POST', `/api/policies/${policyId}/draft/rewrites`, { token: member.token, body });

const purpose = '1. Purpose';
const purposeText =
  'Access to company systems and data is granted only to the people who need it, only for as long as they need it, and only at the level they need. This policy defines how that is done and how the company proves it.';
const clearer =
  'People get access to company systems and data only when they need it, for as long as they need it and at the level they need. This policy sets out how and how the company shows it.';
const roles = '3. Roles and responsibilities';

const draftOf = async (team: Awaited<ReturnType<typeof policyTeam>>) =>
  (await team.policies.read(team.manager, team.policyId)).json().data.draft.body as string;

describe('a rewrite of one section of the draft, by the language model', () => {
  it('proposes the section rewritten, as a difference, storing nothing until it is saved as the draft', async () => {
    const team = await policyTeam(t);
    const body = await draftOf(team);
    expect(body).toContain(purposeText);
    expect((await team.policies.read(team.manager, team.policyId)).json().data.rewriteAvailable).toBe(true);
    fake.behave({ kind: 'answer', pieces: [`## ${purpose}\n\n`, clearer.slice(0, 40), clearer.slice(40)] });

    const response = await rewrite(t, team.manager, team.policyId, { section: purpose, instruction: 'Plainer words' });
    expect(response.statusCode).toBe(200);
    const proposal = response.json().data as { section: string; body: string; hunks: TextHunk[] };
    expect(proposal.section).toBe(purpose);
    expect(proposal.body).toBe(body.replace(purposeText, clearer).trim());
    expect(proposal.hunks).toEqual([
      { kind: 'unchanged', text: `## ${purpose}\n` },
      { kind: 'removed', text: purposeText },
      { kind: 'added', text: clearer },
    ]);

    const sent = fake.requests.at(-1)!.body.messages;
    expect(sent[0]).toEqual({ role: 'system', content: rewriteRules });
    expect(sent[1].content).toContain('Instruction: Plainer words');
    expect(sent[1].content).toContain(purposeText);
    expect(sent[1].content).not.toContain('## 2. Scope');

    expect(await draftOf(team)).toBe(body);
    const saves = (await auditRowsFor(t.db, policyAuditActions.draftSaved)).length;
    expect((await team.policies.saveDraft(team.manager, team.policyId, proposal.body)).statusCode).toBe(200);
    expect(await draftOf(team)).toBe(proposal.body);
    expect(await auditRowsFor(t.db, policyAuditActions.draftSaved)).toHaveLength(saves + 1);
  });

  it('refuses an answer with raw HTML, a heading of its level, or placeholders lost', async () => {
    const team = await policyTeam(t);
    const body = await draftOf(team);
    const ask = (section: string) => rewrite(t, team.manager, team.policyId, { section });

    fake.behave({ kind: 'answer', pieces: ['<p>Access is granted ', 'on need.</p><script>alert(1)</script>'] });
    expectFailure(await ask(purpose), 422, htmlRewriteMessage);
    fake.behave({ kind: 'answer', pieces: ['Access is granted on need.\n\n## 1b. More'] });
    expectFailure(await ask(purpose), 422, headingRewriteMessage);
    fake.behave({ kind: 'answer', pieces: ['- **The security officer** owns this policy.'] });
    expectFailure(await ask(roles), 422, placeholdersLostMessage);
    fake.behave({ kind: 'answer', pieces: ['   '] });
    expectFailure(await ask(purpose), 502, /no text/);
    expect(await draftOf(team)).toBe(body);
  });

  it('answers 502 in JSON when the model fails or breaks off', async () => {
    const team = await policyTeam(t);
    fake.behave({ kind: 'status', status: 503, body: '{"error":"overloaded"}' });
    expectFailure(
      await rewrite(t, team.manager, team.policyId, { section: purpose }),
      502,
      /^The rewrite could not be written: The language model answered 503/,
    );
    fake.behave({ kind: 'breakOff', pieces: ['Access is '] });
    expectFailure(await rewrite(t, team.manager, team.policyId, { section: purpose }), 502, /broke off/);
  });

  it('refuses a section the draft lacks naming the field, an Analyst, and another organisation', async () => {
    const team = await policyTeam(t);
    fake.behave({ kind: 'answer', pieces: [clearer] });
    expectFailure(
      await rewrite(t, team.manager, team.policyId, { section: '9. Appendix' }),
      400,
      'section: the draft has no heading "9. Appendix"',
    );
    expectFailure(await rewrite(t, team.manager, team.policyId, {}), 400, /^section\b/);
    expectFailure(
      await rewrite(t, team.analyst, team.policyId, { section: purpose }),
      403,
      missingPermissionMessage('policies:manage'),
    );
    const stranger = await registerAccount(t.app, { email: 'stranger@elsewhere.example', company: 'Elsewhere' });
    expectFailure(await rewrite(t, stranger, team.policyId, { section: purpose }), 404, 'Policy not found');
  });
});

describe('without a language model', () => {
  const bare = setupTestApp({ seed: false });

  it('says a rewrite is not available, and answers a request with a 409', async () => {
    const team = await policyTeam(bare);
    expect((await team.policies.read(team.manager, team.policyId)).json().data.rewriteAvailable).toBe(false);
    expectFailure(
      await rewrite(bare, team.manager, team.policyId, { section: purpose }),
      409,
      rewriteUnavailableMessage,
    );
  });

  describe("within the organisation's limit of model calls", () => {
    const limited = setupTestApp({
      seed: false,
      languageModel: () => ({ url: fake.url, model: 'llama3.1', apiKey: null }),
      limits: {
        organization: { ...relaxedLimits.organization, policyRewrites: { max: 2, windowMs: 60 * 60 * 1000 } },
      },
    });

    it('answers 429 naming the limit once the organisation used it, and leaves another organisation alone', async () => {
      fake.behave({ kind: 'answer', pieces: [`## ${purpose}\n\n`, clearer] });
      const team = await policyTeam(limited);
      for (let call = 0; call < 2; call += 1) {
        expect((await rewrite(limited, team.manager, team.policyId, { section: purpose })).statusCode).toBe(200);
      }
      const refused = await rewrite(limited, team.admin, team.policyId, { section: purpose });
      expectFailure(refused, 429, /^Policy section rewrites are limited to 2 per hour for an organisation/);
      const other = await policyTeam(limited);
      expect((await rewrite(limited, other.manager, other.policyId, { section: purpose })).statusCode).toBe(200);
    });
  });
});
