import { createHash } from 'node:crypto';
import {
  alreadyGeneratedMessage,
  blockersLeftMessage,
  notApprovedMessage,
} from '../../../../server/src/modules/policies/service';
import { supersededMessage } from '../../../../server/src/modules/policies/acceptanceService';
import { policyAuditActions } from '../../../../server/src/modules/policies/auditActions';
import { expectFailure } from '../../helpers/requests';
import { auditRowsFor } from '../../helpers/rows';
import { setupTestApp } from '../../helpers/testApp';
import { policyTeam, publishAsTeam } from './policyTeam';

const t = setupTestApp({ seed: false });

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const acceptanceRows = () => t.db.selectFrom('policy_acceptances').selectAll().orderBy('accepted_at').execute();

describe('a policy from generation to acceptance', () => {
  it('generates a draft whose missing profile field is a blocker, and refuses to publish until it is filled', async () => {
    const team = await policyTeam(t);
    const { policies, manager, policyId } = team;
    await policies.setProfile(manager, { securityOfficer: null });
    const draft = (await policies.read(manager, policyId)).json().data;
    expect(draft).toMatchObject({ status: 'draft', version: null, current: null, title: 'Access Control Policy' });
    expect(draft.draft.blockers).toEqual([{ field: 'securityOfficer', label: 'Security officer (name and title)' }]);
    expect(draft.draft.rendered).toContain('Northwind Health, Inc.');
    expect(draft.draft.rendered).toContain('**[to fill: Security officer (name and title)]**');
    expect(draft.controls.SOC2.length).toBeGreaterThan(0);

    expectFailure(
      await policies.publish(manager, policyId, { changelog: 'First', material: true }),
      409,
      notApprovedMessage,
    );
    expect((await policies.submit(manager, policyId)).statusCode).toBe(200);
    expect((await policies.read(manager, policyId)).json().data.status).toBe('inReview');
    expect((await policies.approve(team.admin, policyId)).statusCode).toBe(200);
    expect((await policies.read(manager, policyId)).json().data.status).toBe('approved');
    expectFailure(
      await policies.publish(manager, policyId, { changelog: 'First', material: true }),
      409,
      `${blockersLeftMessage}: Security officer (name and title)`,
    );

    await policies.setProfile(manager, { securityOfficer: 'Dana Reyes, Head of Security' });
    const published = await policies.publish(manager, policyId, { changelog: 'First version', material: true });
    expect(published.statusCode).toBe(200);
    const policy = published.json().data;
    expect(policy).toMatchObject({ status: 'published', version: '1.0', draft: null });
    expect(policy.current.text).toContain('Dana Reyes, Head of Security');
    expect(policy.current.sha256).toBe(sha256(policy.current.text));
    expect(policy.versions).toEqual([
      expect.objectContaining({ version: '1.0', changelog: 'First version', approvedBy: team.admin.name }),
    ]);
    expect(await auditRowsFor(t.db, policyAuditActions.published)).toEqual([
      expect.objectContaining({ user_id: manager.id, resource: `policy:${policyId}` }),
    ]);
    expect(await auditRowsFor(t.db, policyAuditActions.generated)).toHaveLength(1);
  });

  it('keeps a published version as it was: an edit opens a draft that must be approved again', async () => {
    const team = await policyTeam(t);
    const { policies, manager, policyId } = team;
    const first = await publishAsTeam(team);
    const edited = await policies.saveDraft(manager, policyId, `${first.current.text}\n\nAn added line.`);
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ status: 'draft', version: '1.0', current: first.current });
    const frozen = await t.db
      .selectFrom('policy_versions')
      .selectAll()
      .where('id', '=', first.current.id)
      .executeTakeFirstOrThrow();
    expect(frozen).toMatchObject({ state: 'published', rendered: first.current.text, sha256: first.current.sha256 });
    expectFailure(
      await policies.publish(manager, policyId, { changelog: 'Typo', material: false }),
      409,
      notApprovedMessage,
    );

    expect((await policies.submit(manager, policyId)).statusCode).toBe(200);
    expect((await policies.approve(team.admin, policyId)).statusCode).toBe(200);
    await policies.saveDraft(manager, policyId, `${first.current.text}\n\nA different line.`);
    expect((await policies.read(manager, policyId)).json().data.status).toBe('draft');
    expectFailure(
      await policies.publish(manager, policyId, { changelog: 'Typo', material: false }),
      409,
      notApprovedMessage,
    );
  });

  it('records each acceptance with the hash of the version; a minor version keeps them, a major one asks again', async () => {
    const team = await policyTeam(t);
    const { policies, manager, viewer, analyst, policyId } = team;
    const first = await publishAsTeam(team);
    expect((await policies.toAccept(viewer)).json().data.policies).toEqual([
      expect.objectContaining({ policyId, versionId: first.current.id, version: '1.0' }),
    ]);
    const accepted = await policies.accept(viewer, first.current.id);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ acceptedByMe: true, acceptance: { accepted: 1, required: 5 } });
    expect(await acceptanceRows()).toEqual([
      expect.objectContaining({ user_id: viewer.id, version_id: first.current.id, sha256: first.current.sha256 }),
    ]);
    expect((await policies.toAccept(viewer)).json().data.policies).toEqual([]);

    await policies.saveDraft(manager, policyId, `${first.draft?.body ?? first.current.text}\n\nA clarified sentence.`);
    const minor = await publishAsTeam(team, { changelog: 'Clarified a sentence', material: false });
    expect(minor).toMatchObject({ version: '1.1', acceptedByMe: false, acceptance: { accepted: 1, required: 5 } });
    expect((await policies.toAccept(viewer)).json().data.policies).toEqual([]);
    expectFailure(await policies.accept(analyst, first.current.id), 409, supersededMessage);

    await policies.saveDraft(manager, policyId, `${minor.current.text}\n\nA new duty for everyone.`);
    const major = await publishAsTeam(team, { changelog: 'New duty', material: true });
    expect(major).toMatchObject({ version: '2.0', acceptance: { accepted: 0, required: 5 } });
    expect((await policies.toAccept(viewer)).json().data.policies).toEqual([
      expect.objectContaining({ versionId: major.current.id, version: '2.0' }),
    ]);
  });

  it('refuses a second policy from the same template', async () => {
    const team = await policyTeam(t);
    expectFailure(await team.policies.generate(team.manager), 409, alreadyGeneratedMessage);
  });
});
