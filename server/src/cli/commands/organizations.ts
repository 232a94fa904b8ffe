import { listOrganizations } from '../../modules/organizations';
import { type Command, println } from '../context';
import { formatTable } from '../table';

export const organizationsList: Command = {
  usage: 'organizations:list',
  summary: 'List every organisation with its id (what --organization and <organisation> take)',
  run: async ({ db, out }) => {
    const organizations = await listOrganizations(db);
    if (organizations.length === 0) {
      println(out, 'No organisations yet.');
      return;
    }
    const rows = organizations.map((o) => [o.id, o.name, o.createdAt.slice(0, 10), String(o.users)]);
    println(out, formatTable(['Id', 'Name', 'Created', 'Users'], rows));
    println(out, `${organizations.length} organisation${organizations.length === 1 ? '' : 's'}`);
  },
};
