export { profilePatch } from './profilePatch';
