import type { Migration, MigrationProvider } from 'kysely';
import * as initialSchema from './001InitialSchema';

// Listed in code rather than read from disk so migrations work the same under ts-node, Jest and a bundle.
const migrations: Record<string, Migration> = {
  '001_initial_schema': initialSchema,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
