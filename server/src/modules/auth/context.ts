/** Who is calling, set on the request once the bearer token and its session check out. */
export type Principal = { id: string; organizationId: string; sessionId: string };
