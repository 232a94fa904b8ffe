import { CANNED_REPLIES, FALLBACK_REPLY, type CannedReply } from '@/features/assistant/cannedReplies';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Matched at a word start so "rds" answers "RDS" but not "standards".
const mentions = (text: string, keyword: string) => new RegExp(`\\b${escapeRegExp(keyword)}`, 'i').test(text);

/** SPEC §2: replies are canned, chosen by keywords. */
export const pickReply = (question: string): CannedReply =>
  CANNED_REPLIES.find((reply) => reply.keywords.some((keyword) => mentions(question, keyword))) ?? FALLBACK_REPLY;
