import { api, signIn } from '../../helpers/requests';
import { demoOrganizationId } from '../../helpers/rows';
import { setupTestApp } from '../../helpers/testApp';
import { reviewedSignal } from './vendorTeam';

const t = setupTestApp();

type Listed = { id: string; name: string; tier: number; findingsCount: number; reviewCurrent: boolean };

describe('the demo organisation’s vendors', () => {
  it('has a register of believable vendors, one tier-1 health data vendor without a BAA, and the check fed', async () => {
    const token = await signIn(t.app);
    const { vendors, pagination } = (await api(t.app, 'GET', '/api/vendors?limit=100', { token })).json().data;
    expect(pagination.total).toBe(11);
    const byName = Object.fromEntries((vendors as Listed[]).map((vendor) => [vendor.name, vendor]));
    expect(byName['Amazon Web Services']).toMatchObject({ tier: 1, findingsCount: 0, reviewCurrent: true });
    expect(byName['Calendly']).toMatchObject({ tier: 3, reviewCurrent: true });
    const gusto = (await api(t.app, 'GET', `/api/vendors/${byName['Gusto']?.id}`, { token })).json().data;
    expect(gusto).toMatchObject({ tier: 1, dataCategories: ['personal', 'health'] });
    expect(gusto.findings).toEqual([expect.objectContaining({ documentKind: 'baa', requirement: 'HIPAA 164.308(b)' })]);
    expect(gusto.documents).toEqual([expect.objectContaining({ kind: 'dpa', expired: false })]);
    expect(byName['Mixpanel']).toMatchObject({ reviewCurrent: false });

    const csv = await api(t.app, 'GET', '/api/vendors/subprocessors.csv', { token });
    expect(
      csv.body
        .split('\r\n')
        .slice(1, -1)
        .map((line) => line.split(',')[0]),
    ).toEqual(['Amazon Web Services', 'Mixpanel', 'Sentry', 'Zendesk']);
    // In standing: AWS, Okta, Slack, Google Workspace, Zendesk, Sentry; GitHub's report lapsed, Gusto lacks its BAA,
    // Mixpanel awaits its first review. Calendly is sent internal information too and is in standing.
    expect((await reviewedSignal(t, await demoOrganizationId(t.db)))?.value).toEqual({ compliant: 7, total: 10 });
  });
});
