import { resetTwoFactor } from '../../modules/twoFactor';
import { requireEmailArgument } from '../arguments';
import { type Command, println } from '../context';

export const usersResetTwoFactor: Command = {
  usage: 'users:reset-two-factor <email>',
  summary: 'Remove the two-factor authentication of a user who lost it, signing them out everywhere',
  run: async ({ db, clock, out }, args) => {
    const user = await resetTwoFactor(db, clock, requireEmailArgument(args, usersResetTwoFactor.usage));
    println(
      out,
      `Removed the two-factor authentication of ${user.name} <${user.email}>; their sessions were signed out.`,
    );
  },
};
