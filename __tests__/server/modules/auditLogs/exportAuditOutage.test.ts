import { whileAuditInsertsFail } from '../../helpers/auditOutage';
import { api, expectFailure, registerAccount } from '../../helpers/requests';
import { setupTestApp } from '../../helpers/testApp';

const t = setupTestApp({ seed: false });

describe('GET /api/audit-logs/export when the export cannot be audited', () => {
  it('answers 500 and sends no CSV', async () => {
    const account = await registerAccount(t.app);

    const response = await whileAuditInsertsFail(t.database, () =>
      api(t.app, 'GET', '/api/audit-logs/export', { token: account.token }),
    );

    expectFailure(response, 500, 'Internal server error');
    expect(response.headers['content-disposition']).toBeUndefined();
  });
});
