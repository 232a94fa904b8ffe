export { resetPassword } from './adminReset';
export { retireUnusedPasswordTokens } from './repository';
export { issuePasswordToken } from './service';
export {
  generatePasswordToken,
  hashPasswordToken,
  invalidLinkMessage,
  passwordTokenLifetimeSeconds,
  setPasswordLink,
  unusablePassword,
} from './tokens';
