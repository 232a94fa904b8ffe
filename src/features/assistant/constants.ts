/** SPEC §9: canned replies arrive after 2 s. */
export const REPLY_DELAY_MS = 2000;

export const WELCOME_MESSAGE_ID = 'welcome';

export const assistantText = {
  title: 'AI Assistant',
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
    regenerate: 'Regenerate response: feature coming soon',
  },
} as const;

/** Why the sample endpoint refuses a message; the screen never sends one it would refuse (SPEC §5). */
export const assistantRequestErrors = {
  blank: 'A message needs some text',
  replyPending: 'SecuroBot is still answering the last message',
} as const;

export type PromptShortcut = { label: string; prompt: string };

/** SPEC §2: MFA on AWS, security policy, critical findings, SOC 2 readiness. */
export const QUICK_ACTIONS: readonly PromptShortcut[] = [
  { label: 'Enable MFA on AWS', prompt: 'How do I enforce MFA for the root account and all IAM users on AWS?' },
  { label: 'Generate a security policy', prompt: 'Generate an information security policy for our company.' },
  { label: 'Explain critical findings', prompt: 'Explain my critical findings and what to fix first.' },
  { label: 'SOC 2 readiness checklist', prompt: 'Give me a SOC 2 readiness checklist.' },
];

export const RECENT_TOPICS: readonly PromptShortcut[] = [
  { label: 'Encryption at rest for S3 and RDS', prompt: 'How do I enable encryption at rest for S3 and RDS?' },
  { label: 'Quarterly access reviews', prompt: 'How should we run quarterly access reviews?' },
  { label: 'ISO 27001 Annex A overview', prompt: 'What does ISO 27001 Annex A require?' },
  { label: 'HIPAA risk assessment', prompt: 'How do I run a HIPAA security risk assessment?' },
];
