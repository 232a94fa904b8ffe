// No imports: the settings screen and the server both load this file, and the screen must stay free of zod.

export const slackTestMessageSent = 'Test message sent to Slack';
