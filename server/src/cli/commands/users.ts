import { passwordResetEmail } from '../../mail/setPasswordEmail';
import { resetPassword, setPasswordLink } from '../../modules/passwordTokens';
import { listAllUsers } from '../../modules/users';
import { requireEmailArgument } from '../arguments';
import { type Command, println } from '../context';
import { formatTable } from '../table';
import { reportDelivery } from './delivery';

export const usersList: Command = {
  usage: 'users:list',
  summary: 'List every user with organisation and role',
  run: async ({ db, out }) => {
    const users = await listAllUsers(db);
    if (users.length === 0) {
      println(out, 'No users yet.');
      return;
    }
    const rows = users.map((u) => [u.company, u.email, u.name, u.role, u.createdAt.slice(0, 10)]);
    println(out, formatTable(['Organisation', 'Email', 'Name', 'Role', 'Created'], rows));
    println(out, `${users.length} user${users.length === 1 ? '' : 's'}`);
  },
};

export const usersResetPassword: Command = {
  usage: 'users:reset-password <email>',
  summary: 'Disable the password, sign the user out everywhere and email a set-password link',
  run: async ({ db, clock, mailer, appUrl, out }, args) => {
    const email = requireEmailArgument(args, usersResetPassword.usage);
    const { user, token } = await resetPassword(db, clock, email);
    println(out, `Reset the password of ${user.name} <${user.email}>; their sessions were signed out.`);
    const link = setPasswordLink(appUrl, token);
    const mail = passwordResetEmail({ name: user.name, email: user.email, company: user.company, link });
    await reportDelivery(out, mailer, mail, `npm run admin -- users:reset-password ${user.email}`);
  },
};
