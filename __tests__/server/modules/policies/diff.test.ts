import { noDraftToCompare, unknownVersion } from '../../../../server/src/modules/policies/versionDiff';
import { contextLines } from '../../../../server/src/lib/textDiff';
import type { TextHunk } from '@/contracts/policies';
import { api, expectFailure, registerAccount } from '../../helpers/requests';
import { setupTestApp } from '../../helpers/testApp';
import type { Member } from '../comments/commentTeam';
import { policyTeam, publishAsTeam } from './policyTeam';

const t = setupTestApp({ seed: false });

const diff = (member: Member, policyId: string, query: Record<string, string>) =>
  api(t.app, 'GET', `/api/policies/${policyId}/diff?${new URLSearchParams(query).toString()}`, {
    token: member.token,
  });

const hunksOf = async (member: Member, policyId: string, from: string, to: string): Promise<TextHunk[]> => {
  const response = await diff(member, policyId, { from, to });
  expect(response.statusCode).toBe(200);
  return response.json().data.hunks;
};

const linesIn = (hunks: TextHunk[], kinds: TextHunk['kind'][]) =>
  hunks
    .filter((hunk) => kinds.includes(hunk.kind))
    .reduce((count, hunk) => count + ('lines' in hunk ? hunk.lines : hunk.text.split('\n').length), 0);

const lineCount = (text: string) => text.replace(/\n$/, '').split('\n').length;

const scopeHeading = '## 2. Scope';
const widerScope = '## 2. Scope and who it binds';

/** The published 1.0, then 1.1 with the scope heading reworded. */
const twoVersions = async () => {
  const team = await policyTeam(t);
  const first = await publishAsTeam(team);
  const edited = first.current.text.replace(scopeHeading, widerScope);
  expect(edited).not.toBe(first.current.text);
  expect((await team.policies.saveDraft(team.manager, team.policyId, edited)).statusCode).toBe(200);
  const second = await publishAsTeam(team, { changelog: 'Scope reworded', material: false });
  return { team, first, second };
};

describe('the difference between two texts of a policy', () => {
  it('shows what a version removed and added, with three shared lines around it and the rest counted', async () => {
    const { team, first, second } = await twoVersions();
    const hunks = await hunksOf(team.viewer, team.policyId, first.current.id, second.current.id);
    const before: string[] = first.current.text.split('\n');
    const at = before.indexOf(scopeHeading);
    expect(at).toBeGreaterThan(contextLines);

    expect(hunks.slice(0, 4)).toEqual([
      { kind: 'hidden', lines: at - contextLines },
      { kind: 'unchanged', text: before.slice(at - contextLines, at).join('\n') },
      { kind: 'removed', text: scopeHeading },
      { kind: 'added', text: widerScope },
    ]);
    expect(hunks[4]).toEqual({ kind: 'unchanged', text: before.slice(at + 1, at + 1 + contextLines).join('\n') });
    expect(hunks[5]).toMatchObject({ kind: 'hidden' });
    expect(hunks).toHaveLength(6);
    expect(linesIn(hunks, ['hidden', 'unchanged', 'removed'])).toBe(lineCount(first.current.text));
    expect(linesIn(hunks, ['hidden', 'unchanged', 'added'])).toBe(lineCount(second.current.text));
  });

  it('compares the draft with the version in force, and a text with itself as one counted stretch', async () => {
    const { team, second } = await twoVersions();
    const draft = `${second.current.text}\n\nContractors sign this policy before their first day.`;
    expect((await team.policies.saveDraft(team.manager, team.policyId, draft)).statusCode).toBe(200);

    const hunks = await hunksOf(team.manager, team.policyId, second.current.id, 'draft');
    expect(hunks.filter((hunk) => hunk.kind === 'added')).toEqual([
      { kind: 'added', text: '\nContractors sign this policy before their first day.' },
    ]);
    expect(hunks.some((hunk) => hunk.kind === 'removed')).toBe(false);
    expect(hunks[0]).toMatchObject({ kind: 'hidden' });

    const same = await hunksOf(team.manager, team.policyId, second.current.id, second.current.id);
    expect(same).toEqual([{ kind: 'hidden', lines: lineCount(second.current.text) }]);
  });

  it('refuses a side that is missing or not of this policy, naming it', async () => {
    const { team, first } = await twoVersions();
    const { manager, policyId } = team;
    expectFailure(await diff(manager, policyId, { from: first.current.id }), 400, 'to is required');
    expectFailure(await diff(manager, policyId, { from: '', to: first.current.id }), 400, /^from\b/);
    expectFailure(await diff(manager, policyId, { from: 'ver_nope', to: 'draft' }), 400, `from: ${unknownVersion}`);
    expectFailure(
      await diff(manager, policyId, { from: first.current.id, to: 'draft' }),
      400,
      `to: ${noDraftToCompare}`,
    );

    const other = await policyTeam(t);
    const otherFirst = await publishAsTeam(other);
    expectFailure(
      await diff(manager, policyId, { from: otherFirst.current.id, to: first.current.id }),
      400,
      `from: ${unknownVersion}`,
    );
  });

  it("answers another organisation's policy with a 404", async () => {
    const { team, first, second } = await twoVersions();
    const stranger = await registerAccount(t.app, { email: 'stranger@elsewhere.example', company: 'Elsewhere' });
    expectFailure(
      await diff(stranger, team.policyId, { from: first.current.id, to: second.current.id }),
      404,
      'Policy not found',
    );
  });
});
