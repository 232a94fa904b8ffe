import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../server/src/db/database';
import { hashPassword } from '../../../server/src/lib/passwords';
import { insertUser } from '../../../server/src/modules/users/repository';
import type { Role } from '@/contracts/enums';
import { signIn } from './requests';

const memberPassword = 'member-horse-1';

/** A member of an existing organisation with the role given, signed in: their id, name and bearer token. */
export const addSignedInMember = async (app: FastifyInstance, db: Db, organizationId: string, role: Role) => {
  const id = crypto.randomUUID();
  const name = `${role} ${id.slice(0, 8)}`;
  const email = `${id}@example.com`;
  const now = new Date().toISOString();
  await insertUser(db, {
    id,
    organization_id: organizationId,
    name,
    email,
    password_hash: await hashPassword(memberPassword),
    role,
    job_title: null,
    created_at: now,
    updated_at: now,
  });
  return { id, name, email, organizationId, token: await signIn(app, email, memberPassword) };
};
