import { wishlistStatuses, type WishlistStatus } from '../../db/schema';
import { AppError } from '../../core/appError';
import { roles, type Role } from '@/contracts/enums';
import { welcomeEmail } from '../../mail/setPasswordEmail';
import { setPasswordLink } from '../../modules/passwordTokens';
import {
  type InviteTarget,
  inviteFromWishlist,
  rejectWishlistRequest,
  listWishlistRequests,
} from '../../modules/wishlist';
import { optionValue, requireEmailArgument } from '../arguments';
import { type Command, println } from '../context';
import { formatTable } from '../table';
import { reportDelivery } from './delivery';

const parseStatus = (value: string | undefined): WishlistStatus | undefined => {
  if (value === undefined) return undefined;
  if (!(wishlistStatuses as readonly string[]).includes(value)) {
    throw new AppError(400, `Unknown status "${value}". Use one of: ${wishlistStatuses.join(', ')}.`);
  }
  return value as WishlistStatus;
};

export const wishlistList: Command = {
  usage: 'wishlist:list [--status pending|invited|rejected]',
  summary: 'List early-access requests, oldest first',
  run: async ({ db, out }, args) => {
    const status = parseStatus(optionValue(args, 'status'));
    const requests = await listWishlistRequests(db, status);
    if (requests.length === 0) {
      println(out, status ? `No ${status} early-access requests.` : 'No early-access requests yet.');
      return;
    }
    const rows = requests.map((r) => [
      r.created_at.slice(0, 16).replace('T', ' '),
      r.status,
      r.email,
      r.full_name,
      r.job_title,
      r.company,
      r.company_size,
      r.compliance_goal,
    ]);
    println(
      out,
      formatTable(['Requested (UTC)', 'Status', 'Email', 'Name', 'Job title', 'Company', 'Size', 'Goal'], rows),
    );
    println(out, `${requests.length} request${requests.length === 1 ? '' : 's'}`);
  },
};

const parseRole = (value: string | undefined): Role => {
  if (value === undefined) return 'Viewer';
  const role = roles.find((candidate) => candidate === value);
  if (!role) throw new AppError(400, `Unknown role "${value}". Use one of: ${roles.join(', ')}.`);
  return role;
};

/** A new organisation by default; an existing one only by id and with --confirm, never by company name. */
const parseTarget = (args: string[]): InviteTarget => {
  const organizationId = optionValue(args, 'organization');
  if (organizationId === undefined) {
    if (optionValue(args, 'role') !== undefined) throw new AppError(400, '--role needs --organization <id> --confirm.');
    return null;
  }
  if (!args.includes('--confirm')) {
    throw new AppError(400, `Adding a person to an existing organisation shows them its data: repeat with --confirm.`);
  }
  return { organizationId, role: parseRole(optionValue(args, 'role')) };
};

const inviteUsage = 'wishlist:invite <email> [--organization <id> --confirm [--role Viewer]]';

export const wishlistInvite: Command = {
  usage: inviteUsage,
  summary: 'Create the account (a new organisation unless --organization) and email a set-password link',
  run: async ({ db, clock, mailer, appUrl, out }, args) => {
    const target = parseTarget(args);
    const optionArguments = new Set([optionValue(args, 'organization'), optionValue(args, 'role')]);
    const email = requireEmailArgument(
      args.filter((arg) => !optionArguments.has(arg)),
      inviteUsage,
    );
    const invitation = await inviteFromWishlist(db, clock, email, target);
    const where = invitation.organizationCreated ? 'new organisation' : 'existing organisation';
    println(
      out,
      `Invited ${invitation.name} <${invitation.email}> as ${invitation.role} of ${invitation.company} ` +
        `(${where}, id ${invitation.organizationId}).`,
    );
    const mail = welcomeEmail({ ...invitation, link: setPasswordLink(appUrl, invitation.token) });
    await reportDelivery(out, mailer, mail, `npm run admin -- users:reset-password ${invitation.email}`);
  },
};

export const wishlistReject: Command = {
  usage: 'wishlist:reject <email>',
  summary: 'Mark a pending request as rejected',
  run: async ({ db, clock, out }, args) => {
    const email = requireEmailArgument(args, wishlistReject.usage);
    await rejectWishlistRequest(db, clock, email);
    println(out, `Rejected the early-access request of ${email}.`);
  },
};
