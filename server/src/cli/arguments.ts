import { AppError } from '../core/appError';

export const requireEmailArgument = (args: string[], usage: string): string => {
  const [email] = args.filter((arg) => !arg.startsWith('--'));
  if (!email) throw new AppError(400, `Missing email. Usage: npm run admin -- ${usage}`);
  return email.trim().toLowerCase();
};

/** Reads `--name value` or `--name=value`. */
export const optionValue = (args: string[], name: string): string | undefined => {
  const flag = `--${name}`;
  const index = args.findIndex((arg) => arg === flag || arg.startsWith(`${flag}=`));
  if (index === -1) return undefined;
  const arg = args[index];
  return arg.includes('=') ? arg.slice(flag.length + 1) : args[index + 1];
};
