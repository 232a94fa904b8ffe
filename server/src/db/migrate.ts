import { Migrator } from 'kysely';
import type { Db } from './database';
import { migrationProvider } from './migrations';

export const migrateToLatest = async (db: Db): Promise<string[]> => {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
};
