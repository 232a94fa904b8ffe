export type Role = 'Admin' | 'Compliance Manager' | 'Security Analyst' | 'Auditor' | 'Viewer';

export type SessionUser = {
  id: string;
  name: string;
  email: string;
  role: Role;
  jobTitle: string | null;
  company: string;
  organizationId: string;
  createdAt: string;
};

export type Credentials = { email: string; password: string };

export type Registration = {
  name: string;
  email: string;
  password: string;
  company: string;
  jobTitle?: string;
};

export type ProfileUpdate = Partial<Pick<SessionUser, 'name' | 'email' | 'jobTitle'>>;

export type PasswordUpdate = { currentPassword: string; newPassword: string };

export type AuthSession = { token: string; user: SessionUser };
