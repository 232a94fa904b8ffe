// No imports: the policy screens and the server both load this file, and the screens must stay free of zod.

export const policyBodyMax = 60_000;
export const changelogMax = 300;
