import * as z from '../schemas/z';
import type { GroupContract } from './types';
import { accepted } from './parts';
import { trailSchema } from '../audits/schemas';
import {
  invitationAcceptSchema,
  invitationAcceptedSchema,
  invitationCreateSchema,
  invitationParamsSchema,
  invitationPreviewSchema,
  invitationSchema,
  memberParamsSchema,
  memberSchema,
  memberUpdateSchema,
  orgCreateSchema,
  orgMembershipSchema,
  orgParamsSchema,
  orgSchema,
  orgTrailQuerySchema,
  orgUpdateSchema,
} from '../orgs/schemas';

/** The `orgs` group's routes: what each takes and answers (see ../contract.ts). */
export const orgsContract = {
  /** Creates an organisation owned by the caller (a new workspace). */
  'POST /api/orgs': { body: orgCreateSchema, response: orgMembershipSchema },
  /** The caller's memberships, by name. */
  'GET /api/orgs': { response: z.array(orgMembershipSchema) },
  'GET /api/orgs/{id}': { params: orgParamsSchema, response: orgSchema },
  'PATCH /api/orgs/{id}': { params: orgParamsSchema, body: orgUpdateSchema, response: orgSchema },
  'GET /api/orgs/{id}/members': { params: orgParamsSchema, response: z.array(memberSchema) },
  /** Changes a member's role with a reason (trailed); the last owner cannot be demoted (409). */
  'PATCH /api/orgs/{id}/members/{userId}': {
    params: memberParamsSchema,
    body: memberUpdateSchema,
    response: memberSchema,
  },
  /** Removes a member (trailed); their next request to the organisation is refused. The last owner stays (409). */
  'DELETE /api/orgs/{id}/members/{userId}': { params: memberParamsSchema, response: accepted },
  /** Pending invitations, newest first. */
  'GET /api/orgs/{id}/invitations': { params: orgParamsSchema, response: z.array(invitationSchema) },
  /** E-mails a single-use link valid for 7 days; over the member cap 403. */
  'POST /api/orgs/{id}/invitations': {
    params: orgParamsSchema,
    body: invitationCreateSchema,
    response: invitationSchema,
  },
  'DELETE /api/orgs/{id}/invitations/{invitationId}': { params: invitationParamsSchema, response: accepted },
  /** Membership, role and invitation changes (the organisation's chain), or `?actor=` one member's actions in it. */
  'GET /api/orgs/{id}/trail': { params: orgParamsSchema, query: orgTrailQuerySchema, response: trailSchema },
  /** The caller leaves the organisation (trailed); the last owner cannot (409). */
  'DELETE /api/orgs/{id}/membership': { params: orgParamsSchema, response: accepted },
  /** What an invitation link offers, for the accept page: any signed-in holder of the link; 404/410 as accepting. */
  'POST /api/invitations/preview': { body: invitationAcceptSchema, response: invitationPreviewSchema },
  /** The invited address only: 403 for another, 410 when used, revoked or expired. */
  'POST /api/invitations/accept': { body: invitationAcceptSchema, response: invitationAcceptedSchema },
} as const satisfies GroupContract<'orgs'>;
