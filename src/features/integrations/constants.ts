export const integrationsText = {
  title: 'Integrations',
  description: 'Connect cloud providers, source control, security tools and databases so controls are checked continuously.',
} as const;
