export { listMentions, type MentionOfMember } from './mentions';
export { postComment } from './commentService';
