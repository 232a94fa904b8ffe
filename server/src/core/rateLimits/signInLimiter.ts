import { TooManyRequestsError } from '../appError';
import type { LoginRules } from './rules';
import type { RateLimiter, Verdict } from './service';

export type SignInAttempt = { succeeded: () => Promise<void> };

const plural = (count: number, unit: string) => (count === 1 ? `1 ${unit}` : `${count} ${unit}s`);

export const tooManySignInAttempts = (retryAfterSeconds: number) => {
  // A back-off wait is seconds long; saying 'a minute' for it would keep the owner waiting for nothing.
  const wait =
    retryAfterSeconds < 60 ? plural(retryAfterSeconds, 'second') : plural(Math.ceil(retryAfterSeconds / 60), 'minute');
  return new TooManyRequestsError(`Too many sign-in attempts. Please try again in ${wait}.`, retryAfterSeconds);
};

/**
 * Reserves one sign-in attempt under every rule before the password is checked, so parallel guesses cannot pass
 * the limit between the check and the count. An attempt refused by one rule is given back to the rules before it.
 * A failed attempt stays counted; a success gives back the address and email counts and clears the back-off.
 */
export const reserveSignInAttempt = async (
  limiter: RateLimiter,
  rules: LoginRules,
  email: string,
  ip: string,
): Promise<SignInAttempt> => {
  const ipKey = `login:ip:${ip}`;
  const emailKey = `login:email:${email}`;
  const pairKey = `login:email-ip:${email}|${ip}`;
  const steps: [string, () => Promise<Verdict>][] = [
    [ipKey, () => limiter.reserve(ipKey, rules.perIp)],
    [emailKey, () => limiter.reserve(emailKey, rules.perEmail)],
    [pairKey, () => limiter.reserveWithBackoff(pairKey, rules.perEmailAndIp)],
  ];
  const reserved: string[] = [];
  for (const [key, reserve] of steps) {
    const retryAfter = await reserve();
    if (retryAfter !== null) {
      await Promise.all(reserved.map((done) => limiter.release(done)));
      throw tooManySignInAttempts(retryAfter);
    }
    reserved.push(key);
  }
  return {
    succeeded: async () => {
      await Promise.all([limiter.release(ipKey), limiter.release(emailKey), limiter.clear(pairKey)]);
    },
  };
};
