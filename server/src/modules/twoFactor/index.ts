export { resetTwoFactor } from './adminReset';
export { issueChallenge, secondFactorStep } from './challenges';
export { twoFactorEmailJob } from './securityEmail';
