import { createAction } from '@reduxjs/toolkit';
import type { SessionUser } from '@/contracts/auth';

/** The server answered the signed-in user anew (a settings import or reset changed the profile). */
export const userReplaced = createAction<SessionUser>('auth/userReplaced');
