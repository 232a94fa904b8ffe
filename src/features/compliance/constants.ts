export const complianceText = {
  title: 'Compliance Heat Map',
  description: 'Every control by framework and category, coloured by status, with the evidence behind each score.',
} as const;
