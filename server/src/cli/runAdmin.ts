import { AppError } from '../core/appError';
import { auditVerify } from './commands/audit';
import { organizationsList } from './commands/organizations';
import { signalsImport, signalsShow } from './commands/signals';
import { usersResetTwoFactor } from './commands/twoFactor';
import { usersList, usersResetPassword } from './commands/users';
import { wishlistInvite, wishlistList, wishlistReject } from './commands/wishlist';
import { type AdminContext, type Command, type Output, println } from './context';

export const commands: Record<string, Command> = {
  'wishlist:list': wishlistList,
  'wishlist:invite': wishlistInvite,
  'wishlist:reject': wishlistReject,
  'organizations:list': organizationsList,
  'users:list': usersList,
  'users:reset-password': usersResetPassword,
  'users:reset-two-factor': usersResetTwoFactor,
  'audit:verify': auditVerify,
  'signals:show': signalsShow,
  'signals:import': signalsImport,
};

export const helpText = (): string =>
  [
    'Securo admin',
    '',
    'Usage: npm run admin -- <command> [arguments]',
    '',
    'Commands:',
    ...Object.values(commands).map((command) => `  ${command.usage.padEnd(52)} ${command.summary}`),
    '',
    'Email goes through SMTP_URL when set, otherwise to DATA_DIR/outbox/ as .eml files.',
  ].join('\n');

export const wantsHelp = (args: string[]) =>
  args.length === 0 || args.some((arg) => ['--help', '-h', 'help'].includes(arg));

/** Runs one admin command; returns the process exit code. Errors are reported on `err`, never thrown. */
export const runAdmin = async (args: string[], ctx: AdminContext, err: Output): Promise<number> => {
  if (wantsHelp(args)) {
    println(ctx.out, helpText());
    return 0;
  }
  const [name, ...rest] = args;
  const command = commands[name];
  if (!command) {
    println(err, `Unknown command "${name}". Run \`npm run admin -- --help\` for the list.`);
    return 2;
  }
  try {
    await command.run(ctx, rest);
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      println(err, `Error: ${error.message}`);
      return 1;
    }
    throw error;
  }
};
