import type { Migration, MigrationProvider } from 'kysely';
import * as initialSchema from './001InitialSchema';
import * as wishlistRequests from './002WishlistRequests';

// Listed in code rather than read from disk so migrations work the same under ts-node, Jest and a bundle.
const migrations: Record<string, Migration> = {
  '001_initial_schema': initialSchema,
  '002_wishlist_requests': wishlistRequests,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
