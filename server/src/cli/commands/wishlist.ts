import { wishlistStatuses, type WishlistStatus } from '../../db/schema';
import { AppError } from '../../lib/appError';
import { welcomeEmail } from '../../mail/credentialsEmail';
import { inviteFromWishlist, rejectWishlistRequest } from '../../modules/wishlist/inviteService';
import { listWishlistRequests } from '../../modules/wishlist/repository';
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
    println(out, formatTable(['Requested (UTC)', 'Status', 'Email', 'Name', 'Job title', 'Company', 'Size', 'Goal'], rows));
    println(out, `${requests.length} request${requests.length === 1 ? '' : 's'}`);
  },
};

export const wishlistInvite: Command = {
  usage: 'wishlist:invite <email>',
  summary: 'Create the account for a request and email the credentials',
  run: async ({ db, clock, mailer, appUrl, out }, args) => {
    const email = requireEmailArgument(args, wishlistInvite.usage);
    const invitation = await inviteFromWishlist(db, clock, email);
    const where = invitation.organizationCreated ? 'new organisation' : 'existing organisation';
    println(out, `Invited ${invitation.name} <${invitation.email}> as ${invitation.role} of ${invitation.company} (${where}).`);
    if (!invitation.organizationCreated) {
      // Organisations are matched by company name, so a stranger naming a customer's company would join it.
      println(out, `Note: they can now see ${invitation.company}'s data; make sure they really work there.`);
    }
    const mail = welcomeEmail({ ...invitation, appUrl });
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
