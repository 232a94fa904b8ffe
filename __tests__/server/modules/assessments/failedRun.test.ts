import { Writable } from 'node:stream';
import { buildApp } from '../../../../server/src/app';
import { createAppDeps } from '../../../../server/src/appDeps';
import { seedDemo } from '../../../../server/src/demo/seed';
import { assessmentAuditActions } from '../../../../server/src/modules/assessments/auditActions';
import { loggerOptions } from '../../../../server/src/plugins/logger';
import { assessmentRows } from '../../helpers/dashboard';
import { api, signIn } from '../../helpers/requests';
import { demoOrganizationId } from '../../helpers/rows';
import { relaxedLimits, testConfig } from '../../helpers/testApp';
import { createTestDatabase } from '../../helpers/testDatabase';

describe('a run-assessment whose evaluation fails', () => {
  it('answers 202 naming the run failed; the run is stored failed, audited and logged with its request', async () => {
    let logged = '';
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        logged += chunk.toString();
        callback();
      },
    });
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    const database = await createTestDatabase();
    try {
      await seedDemo(database.db);
      const logger = { ...loggerOptions('error'), stream };
      const app = await buildApp(createAppDeps({ config: testConfig, db: database.db, limits: relaxedLimits }), {
        logger,
      });
      const token = await signIn(app);
      const organizationId = await demoOrganizationId(database.db);
      // A stored signal that is not JSON makes the evaluation throw after the run has started.
      await database.db
        .updateTable('security_signals')
        .set({ value: '{broken' })
        .where('organization_id', '=', organizationId)
        .execute();

      const response = await api(app, 'POST', '/api/dashboard/run-assessment', {
        token,
        body: { framework: 'ISO27001' },
      });
      expect(response.statusCode).toBe(202);
      const [run] = response.json().data.runs;
      expect(run).toEqual({ id: expect.any(String), framework: 'ISO27001', status: 'failed' });
      await app.close();

      const runs = (await assessmentRows(database.db, organizationId)).filter((row) => row.framework === 'ISO27001');
      expect(runs.map((row) => row.status)).toEqual(['completed', 'completed', 'failed']);
      expect(runs[2].id).toBe(run.id);
      const failures = await database.db
        .selectFrom('audit_logs')
        .select('severity')
        .where('organization_id', '=', organizationId)
        .where('action', '=', assessmentAuditActions.failed)
        .execute();
      expect(failures).toEqual([{ severity: 'critical' }]);
      expect(logged).toMatch(/"reqId":"[^"]+".*"framework":"ISO27001".*assessment failed/);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
      await database.dispose();
    }
  });
});
