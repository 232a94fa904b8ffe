import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { systemClock } from '../lib/clock';
import { createMailer } from '../mail/mailer';
import { prepareAuditTrail } from '../core/auditTrail/rechain';
import { helpText, runAdmin, wantsHelp } from './runAdmin';

const main = async (args: string[]): Promise<number> => {
  if (wantsHelp(args)) {
    console.log(helpText());
    return 0;
  }
  const config = loadConfig();
  const db = openDatabase(config.database);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, dataDir: config.dataDir });
  try {
    await migrateToLatest(db);
    await prepareAuditTrail(db, config.auditKey, console.warn);
    return await runAdmin(
      args,
      { db, mailer, appUrl: config.appUrl, clock: systemClock, out: process.stdout },
      process.stderr,
    );
  } finally {
    mailer.close();
    await db.destroy();
  }
};

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exitCode = 1;
  },
);
