import type { SessionUser } from '@/contracts/auth';

/** The examples the API document shows for a signed-in user and their token. */
export const exampleUser: SessionUser = {
  id: '0b6f2c7e-4c1d-4a53-9a55-3f0e5f4c2d11',
  name: 'Alex Morgan',
  email: 'demo@securo.dev',
  role: 'Admin',
  jobTitle: 'Head of Security',
  phone: '+1 415 555 0134',
  timezone: 'UTC-8',
  company: 'Acme Cloud',
  organizationId: '9d3a7a52-1f7e-4b8e-8a2c-6c1d4e2f9b70',
  createdAt: '2026-01-05T09:30:00.000Z',
};

export const exampleToken = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIwYjZmMmM3ZSJ9.c2lnbmF0dXJl';
