export type { Principal } from './context';
export { profilePatch } from './profilePatch';
