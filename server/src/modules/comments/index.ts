export { listMentions, type MentionOfMember } from './mentions';
