import type { SessionUser } from '@/contracts/auth';
import type { PasswordDraft, PortableSettings, ProfileSeed } from '@/features/settings/types';

export const emptyPasswordDraft: PasswordDraft = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** SPEC §9 defaults; the profile and organization name start from the signed-in user. */
export const defaultSettings = (seed: ProfileSeed): PortableSettings => ({
  profile: { ...seed, phone: '', timezone: 'UTC-5' },
  notifications: {
    emailAlerts: true,
    criticalIssues: true,
    weeklyReports: true,
    complianceUpdates: false,
    systemMaintenance: true,
  },
  compliance: { primaryFramework: 'SOC2', autoRemediation: false, riskTolerance: 'medium', auditFrequency: 'weekly' },
  organization: { name: seed.company, industry: 'Technology', website: '' },
});

export const emptySeed: ProfileSeed = { name: '', email: '', role: '', company: '' };

export const profileSeedOf = (user: SessionUser | null): ProfileSeed =>
  user ? { name: user.name, email: user.email, role: user.jobTitle ?? '', company: user.company } : emptySeed;
