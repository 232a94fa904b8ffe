/** The providers remediation steps are written for, and how a question names them. */
const providerPatterns = {
  aws: /\b(aws|amazon|iam|s3|rds|cloudtrail|ebs|kms)\b/i,
  github: /\bgithub\b/i,
  gitlab: /\bgitlab\b/i,
  okta: /\bokta\b/i,
  azure: /\b(azure|entra|microsoft 365|m365)\b/i,
  gcp: /\b(gcp|google cloud|gcs)\b/i,
  kubernetes: /\b(kubernetes|k8s|kubectl|eks|gke|aks)\b/i,
  mongodb: /\b(mongodb|mongo|atlas)\b/i,
} as const;

export type Provider = keyof typeof providerPatterns;

/** The provider a question is about, when it names one. */
export const providerNamed = (question: string): Provider | null =>
  (Object.keys(providerPatterns) as Provider[]).find((provider) => providerPatterns[provider].test(question)) ?? null;
