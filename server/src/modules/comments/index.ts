export { listMentions } from './mentions';
export { postComment } from './commentService';
