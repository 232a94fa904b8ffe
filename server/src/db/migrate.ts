import { Migrator } from 'kysely';
import type { Db } from './database';
import { migrationProvider } from './migrations';

export const migrateToLatest = async (db: Db): Promise<string[]> => {
  // A migration's number is taken when its work starts, so a lower number can land after a higher one has run.
  const migrator = new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
};
