import { createAction } from '@reduxjs/toolkit';

/** A signed-in request came back 401: the server revoked or expired the session (sign-out elsewhere, new password). */
export const sessionEndedByServer = createAction('api/sessionEndedByServer');
