export { resetTwoFactor } from './adminReset';
export { issueChallenge, secondFactorStep } from './challenges';
export { tooManyPasswordChangesMessage } from './currentPassword';
export { twoFactorEmailJob } from './securityEmail';
