import { AppError } from '../../core/appError';
import { chainKey } from '../../core/auditTrail/chain';
import { type Checkpoint, findLatestCheckpoint } from '../../core/auditTrail/checkpoint';
import { type ChainProblem, verifyAuditChain } from '../../modules/auditLogs';
import { type AdminContext, type Command, println } from '../context';
import { requireOrganizationArgument } from '../organizationArgument';

const entries = (count: number) => `${count} ${count === 1 ? 'entry' : 'entries'}`;

const usage = 'audit:verify <organisation id or name | --global>';

const chainOf = async (ctx: AdminContext, args: string[]) => {
  if (args.includes('--global'))
    return { organizationId: null, label: 'no organisation (failed sign-ins for unknown emails)' };
  const organization = await requireOrganizationArgument(ctx.db, args, usage);
  return { organizationId: organization.id, label: organization.name };
};

const brokenMessage = (label: string, { reason, at }: ChainProblem) =>
  at
    ? `Audit trail of ${label} BROKEN at entry #${at.seq} (${at.id}, ${at.createdAt}): ${reason}`
    : `Audit trail of ${label} BROKEN: ${reason}`;

const latestCheckpoint = (checkpoint: Checkpoint | null) =>
  checkpoint ? `latest checkpoint #${checkpoint.seq} of ${checkpoint.created_at}` : 'no checkpoint yet';

export const auditVerify: Command = {
  usage,
  summary: "Check an organisation's audit trail (keyed hash chain, checkpoints, counts); exits 1 at the first problem",
  run: async (ctx, args) => {
    const { organizationId, label } = await chainOf(ctx, args);
    const result = await verifyAuditChain(ctx.db, organizationId);
    if (!result.ok) throw new AppError(409, brokenMessage(label, result.problem));
    const checkpoint = (await findLatestCheckpoint(ctx.db, chainKey(organizationId))) ?? null;
    println(
      ctx.out,
      `Audit trail of ${label} verified: ${entries(result.entries)}, chain intact, ${latestCheckpoint(checkpoint)}.`,
    );
  },
};
