/** The trail's names for what members do to their accounts and to the trail itself. */
export const auditActions = {
  login: 'User Login',
  loginFailed: 'Failed Login Attempt',
  logout: 'User Logout',
  registered: 'User Registered',
  profileUpdated: 'Profile Updated',
  passwordChanged: 'Password Changed',
  passwordChangeFailed: 'Password Change Failed',
  userInvited: 'User Invited',
  passwordReset: 'Password Reset',
  logsExported: 'Activity Logs Exported',
} as const;
