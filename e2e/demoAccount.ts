export const demoAccount = {
  email: 'demo@securo.dev',
  password: 'securo-demo',
  name: 'Alex Morgan',
};
