import { vendorAuditActions } from '../../../../server/src/modules/vendors';
import { auditRowsFor } from '../../helpers/rows';
import { setupTestApp } from '../../helpers/testApp';
import { addedVendor, vendorTeam } from './vendorTeam';

const t = setupTestApp({ seed: false });

describe('the sub-processor list export', () => {
  it('lists the active sub-processors by name as CSV, with formulas made inert', async () => {
    const team = await vendorTeam(t);
    await addedVendor(team, { name: 'Harbor Cloud Hosting', countries: ['US', 'DE'] });
    await addedVendor(team, {
      name: '=HYPERLINK("https://evil.example")',
      service: 'Email delivery, "transactional" only',
      dataCategories: ['personal'],
      countries: ['IE'],
    });
    await addedVendor(team, { name: 'Not Shared Onward', subprocessor: false });
    const gone = await addedVendor(team, { name: 'Gone Mail' });
    await team.vendors.update(team.manager, gone.id, { status: 'offboarded' });

    const response = await team.vendors.subprocessors(team.auditor);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="subprocessors-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.body.split('\r\n')).toEqual([
      'Name,Service,Countries,Data categories,Website',
      `"'=HYPERLINK(""https://evil.example"")","Email delivery, ""transactional"" only",IE,Personal data,https://harbor.example`,
      'Harbor Cloud Hosting,Managed hosting of the production platform,US; DE,Personal data; Customer data,https://harbor.example',
      '',
    ]);
    expect(await auditRowsFor(t.db, vendorAuditActions.subprocessorsExported)).toHaveLength(1);
  });
});
