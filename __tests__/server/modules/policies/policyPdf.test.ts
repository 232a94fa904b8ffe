import { pdfText } from '../../helpers/pdfText';
import { api } from '../../helpers/requests';
import { setupTestApp } from '../../helpers/testApp';
import { policyTeam, publishAsTeam } from './policyTeam';

const t = setupTestApp({ seed: false });

describe('a published policy as a PDF', () => {
  it('carries the organisation, the version, its approver, its hash and the text as published', async () => {
    const team = await policyTeam(t);
    const published = await publishAsTeam(team);
    const response = await api(t.app, 'GET', `/api/policies/versions/${published.current.id}/pdf`, {
      token: team.viewer.token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="access-control-v1.0.pdf"');
    const text = (await pdfText(response.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Access Control Policy');
    expect(text).toContain('Version 1.0 (First version)');
    expect(text).toContain(`Approved by ${team.admin.name}`);
    expect(text).toContain(published.current.sha256);
    expect(text).toContain('Northwind Health, Inc.');
    expect(text).toContain('Dana Reyes, Head of Security');
    expect(text).not.toContain('**');
  });
});
