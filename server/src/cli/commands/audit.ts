import { AppError } from '../../lib/appError';
import { verifyAuditChain } from '../../modules/auditLogs/verify';
import { type AdminContext, type Command, println } from '../context';
import { requireOrganizationArgument } from '../organizationArgument';

const entries = (count: number) => `${count} ${count === 1 ? 'entry' : 'entries'}`;

const usage = 'audit:verify <organisation id or name | --global>';

const chainOf = async (ctx: AdminContext, args: string[]) => {
  if (args.includes('--global')) return { organizationId: null, label: 'no organisation (failed sign-ins for unknown emails)' };
  const organization = await requireOrganizationArgument(ctx.db, args, usage);
  return { organizationId: organization.id, label: organization.name };
};

export const auditVerify: Command = {
  usage,
  summary: "Check an organisation's audit trail hash chain; exits 1 at the first broken entry",
  run: async (ctx, args) => {
    const { organizationId, label } = await chainOf(ctx, args);
    const result = await verifyAuditChain(ctx.db, organizationId);
    if (!result.ok) {
      const { seq, id, createdAt, reason } = result.brokenAt;
      throw new AppError(409, `Audit trail of ${label} BROKEN at entry #${seq} (${id}, ${createdAt}): ${reason}`);
    }
    println(ctx.out, `Audit trail of ${label} verified: ${entries(result.entries)}, chain intact.`);
  },
};
