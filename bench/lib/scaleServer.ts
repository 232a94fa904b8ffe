// A process of its own: the product's whole API over the database of DATABASE_URL, as main.ts builds it (serving
// pool, evidence locker, integrations) but with benchLimits, since the load's users search more often than the
// per-user search limit allows. No jobs run and nothing is seeded: the bench has seeded the database.
import { buildApp } from '../../server/src/app';
import type { Limits } from '../../server/src/core/limits';
import { createAppDeps } from '../../server/src/appDeps';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/database';
import { servingTimeouts } from '../../server/src/db/postgresPool';
import { prepareAuditTrail } from '../../server/src/core/auditTrail/rechain';
import { createCredentialVault } from '../../server/src/core/credentialVault';
import { createFileStore } from '../../server/src/storage';
import { createOutboundGuard } from '../../server/src/core/outbound/outboundGuard';

const benchLimits: Partial<Limits> = { auditList: { max: 1_000_000, windowMs: 60_000 } };

async function start() {
  const config = loadConfig();
  const db = openDatabase(config.database, { timeouts: servingTimeouts });
  await prepareAuditTrail(db, config.auditKey, console.warn);
  const app = await buildApp(
    createAppDeps({
      config,
      db,
      limits: benchLimits,
      evidence: { store: createFileStore(config.storage), maxBytes: config.evidenceMaxBytes },
      integrations: {
        vault: createCredentialVault(config.credentialsKey),
        sandboxUrls: null,
        awsAccountId: null,
        outbound: createOutboundGuard({ allow: config.outboundAllow }),
      },
    }),
    { logger: false },
  );
  await app.listen({ port: config.port, host: config.host });
  process.once('SIGTERM', () => {
    void app
      .close()
      .then(() => db.destroy())
      .then(() => process.exit(0));
  });
}

start().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
