import type { MyWork } from '@/contracts/myWork';
import { api } from '../../helpers/requests';
import { setupTestApp } from '../../helpers/testApp';
import { policyTeam, publishAsTeam } from '../policies/policyTeam';

const t = setupTestApp({ seed: false });

const myWork = async (token: string): Promise<MyWork> => {
  const response = await api(t.app, 'GET', '/api/my-work', { token });
  expect(response.statusCode).toBe(200);
  return response.json().data as MyWork;
};

describe('policies for me to accept in my work', () => {
  it('lists the policies in force assigned to the member until they accept them', async () => {
    const team = await policyTeam(t);
    const published = await publishAsTeam(team);
    expect((await myWork(team.viewer.token)).policiesToAccept).toEqual([
      {
        id: team.policyId,
        versionId: published.current.id,
        title: 'Access Control Policy',
        version: '1.0',
        publishedAt: published.publishedAt,
        link: `/policies/${team.policyId}`,
      },
    ]);
    expect((await myWork(team.viewer.token)).counts.policiesToAccept).toBe(1);

    await team.policies.accept(team.viewer, published.current.id);
    expect((await myWork(team.viewer.token)).policiesToAccept).toEqual([]);

    await api(t.app, 'PUT', `/api/policies/${team.policyId}/assignment`, {
      token: team.manager.token,
      body: { roles: ['Viewer'] },
    });
    const analystWork = await myWork(team.analyst.token);
    expect(analystWork.policiesToAccept).toEqual([]);
    expect(analystWork.counts.policiesToAccept).toBe(0);
  });
});
