import type { FastifySchema } from 'fastify';
import type { z } from 'zod';
import { errorResponse } from '@/contracts/envelope';
import { missingPermissionMessage, permissionLabels, rolesWith, type Permission } from '@/contracts/permissions';
import type { RouteAccess } from './access';

export const apiTags = [
  { name: 'Health', description: 'Whether the API and its database answer' },
  { name: 'Auth', description: 'Sign-in, registration and the signed-in account' },
  { name: 'Two-factor', description: 'Authenticator codes (TOTP), recovery codes and the organisation requirement' },
  { name: 'Early access', description: 'Requests to join the early-access list' },
  { name: 'Settings', description: 'Notification, compliance and organisation settings; export, import, reset' },
  { name: 'Dashboard', description: 'Compliance overview, heat map and assessment runs' },
  { name: 'Audit logs', description: "The organisation's audit trail and its CSV export" },
  { name: 'Members', description: "The organisation's users: invitations, roles, deactivation, export, access review" },
  {
    name: 'Controls',
    description: 'How the organisation runs each control: owners, implementation, statement, review date, exclusions',
  },
  { name: 'Attestations', description: 'Procedural checks attested with evidence, approved by another member' },
  { name: 'Tasks', description: "The organisation's remediation tasks and who they can be assigned to" },
  { name: 'Notifications', description: "The signed-in member's in-app notifications" },
  {
    name: 'My work',
    description: "The signed-in member's controls, tasks, reviews waiting for them, mentions and expiring evidence",
  },
  {
    name: 'Comments',
    description: 'Team comments on controls, evidence, tasks and reports: mentions, linked evidence, watching',
  },
  {
    name: 'Policies',
    description: 'Policies generated from the library and the profile: drafts, publication, acceptance by members',
  },
  {
    name: 'Risks',
    description: 'The risk register: ratings, treatments, the heat matrix, risk assessments and suggested risks',
  },
  { name: 'Reviews', description: 'Work signed off by a second member: submitted, approved or sent back, resubmitted' },
  {
    name: 'Vendors',
    description: 'The vendor register: tiers, documents from the evidence locker, findings, reviews, sub-processors',
  },
  {
    name: 'Assets',
    description:
      'The asset inventory: assets discovered by integrations and recorded by hand, their owners and classes',
  },
  { name: 'Assistant', description: "SecuroBot: answers from the organisation's data, conversations and feedback" },
  { name: 'Reports', description: 'PDF reports drawn from the latest assessments: generation, share links, schedules' },
  {
    name: 'Evidence',
    description: 'The evidence locker: files with their versions, reviews and the controls they support',
  },
  {
    name: 'Integrations',
    description: 'Connected providers: credentials sealed at rest, connection tests, and syncs that feed the checks',
  },
] as const;

export type ApiTag = (typeof apiTags)[number]['name'];

/** A route's tag and summary: the words the OpenAPI document and the docs page show beside its access. */
export const describeRoute = ({ tag, summary }: { tag: ApiTag; summary: string }) => ({ tags: [tag], summary });

const failureCases = {
  400: ['Invalid input: the message names the field', 'email must be a valid email address'],
  401: ['No valid bearer token, or the session has ended', 'Not authorized. Please sign in.'],
  404: ['Not found in the organisation', 'Not found'],
  409: ['Conflicts with what is stored', 'An account with this email already exists'],
  410: [
    'Gone: what the link shared is no longer approved, so it serves nothing',
    'This evidence link is on hold: what it shared is no longer approved. Ask for a new link.',
  ],
  413: ['Request body over 1 MB', 'Request body is too large (limit 1 MB)'],
  415: ['Request body is not JSON', 'Content-Type must be application/json'],
  422: [
    'The provider refused the credentials: the message says why and what to change',
    'GitHub rejected the token (Bad credentials): it is mistyped, expired or revoked, so save a current one.',
  ],
  429: ['Too many requests: Retry-After says when to try again', 'Too many requests. Please try again in 1 hour.'],
  502: [
    'A third party (e.g. Slack) refused or did not answer',
    'Slack did not accept the test message: HTTP 404 no_service',
  ],
  503: ['Database unavailable', 'Database unavailable'],
} as const;

export type FailureStatus = keyof typeof failureCases;

const failureSchemas = Object.fromEntries(
  Object.entries(failureCases).map(([status, [description, message]]) => [
    status,
    errorResponse.meta({ description, examples: [{ success: false, message }] }),
  ]),
) as Record<FailureStatus, typeof errorResponse>;

/** The `{ success: false, message }` responses a route can answer, each described, for `schema.response`. */
export const failures = <Status extends FailureStatus>(...statuses: Status[]) =>
  Object.fromEntries(statuses.map((status) => [status, failureSchemas[status]])) as Record<
    Status,
    typeof errorResponse
  >;

/** A success response schema with its description and a type-checked example, for the document. */
export const documented = <Schema extends z.ZodType>(schema: Schema, description: string, example: z.output<Schema>) =>
  schema.meta({ description, examples: [example] });

const forbidden = (permission: Permission) =>
  errorResponse.meta({
    description: `The caller's role does not hold ${permission}`,
    examples: [{ success: false, message: missingPermissionMessage(permission) }],
  });

const describePermission = (permission: Permission) =>
  `Auth: bearer token. Permission: ${permission} (${permissionLabels[permission]}). ` +
  `Roles: ${rolesWith(permission).join(', ')}.`;

/**
 * A route's schema with who may call it, read from the access it is enforced with (`config.access`) and the
 * permission table: the description, the bearer requirement and the 403, so the document cannot drift from the check.
 */
export const documentAccess = (schema: FastifySchema, access: RouteAccess | undefined): FastifySchema => {
  if (access === undefined) return schema;
  if (access === 'public') return { ...schema, description: 'Auth: public (no token). Permission: anyone.' };
  const { permission } = access;
  return {
    ...schema,
    description: describePermission(permission),
    security: [{ bearerAuth: [] }],
    // Responses are keyed by status; Fastify types the map as unknown.
    response: { ...(schema.response as Record<string, unknown> | undefined), 403: forbidden(permission) },
  };
};
