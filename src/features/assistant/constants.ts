import { screenTitles } from '@/app/screenTitles';
export const WELCOME_MESSAGE_ID = 'welcome';
export const PENDING_QUESTION_ID = 'pending-question';
export const ANSWER_SO_FAR_ID = 'answer-so-far';

export const assistantText = {
  title: screenTitles.assistant,
  description: 'Ask SecuroBot about controls, findings and the steps to fix them.',
  botName: 'SecuroBot',
  you: 'You',
  welcome:
    "Hi, I'm SecuroBot, your AI compliance assistant. Ask me how to fix a failing control, what an auditor will look for, or how to get ready for SOC 2, ISO 27001 or HIPAA. Pick a quick action to start.",
  inputLabel: 'Message SecuroBot',
  inputPlaceholder: 'Ask about a control, a finding or a framework…',
  inputHint: 'Enter to send · Shift+Enter for a new line',
  send: 'Send message',
  typing: 'SecuroBot is typing…',
  newChat: 'New chat',
  quickActionsHeading: 'Quick actions',
  recentTopicsHeading: 'Recent topics',
  actions: {
    copy: 'Copy response',
    good: 'Good response',
    poor: 'Poor response',
    regenerate: 'Regenerate response',
  },
  toasts: {
    copied: 'Response copied to clipboard',
    copyFailed: 'Could not copy to the clipboard',
    good: 'Thanks for the feedback!',
    poor: "Thanks for the feedback. We'll use it to improve SecuroBot.",
    askFailed: 'SecuroBot could not answer. Please try again.',
    regenerateFailed: 'SecuroBot could not answer again. Please try again.',
    feedbackFailed: 'Your feedback could not be saved. Please try again.',
  },
  sources: 'Sources',
  noRecentTopics: 'Your conversations will be listed here.',
} as const;

export type PromptShortcut = { label: string; prompt: string };

/** SPEC §2: MFA on AWS, security policy, critical findings, SOC 2 readiness. */
export const QUICK_ACTIONS: readonly PromptShortcut[] = [
  { label: 'Enable MFA on AWS', prompt: 'How do I enforce MFA for the root account and all IAM users on AWS?' },
  { label: 'Generate a security policy', prompt: 'Generate an information security policy for our company.' },
  { label: 'Explain critical findings', prompt: 'Explain my critical findings and what to fix first.' },
  { label: 'SOC 2 readiness checklist', prompt: 'Give me a SOC 2 readiness checklist.' },
];
