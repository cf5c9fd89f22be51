import * as z from '../schemas/z';
import type { GroupContract } from './types';
import { id } from './parts';
import { pageQuerySchema } from '../schemas/paging';
import {
  sopApproveSchema,
  sopCreateSchema,
  sopDraftUpdateSchema,
  sopMoveSchema,
  sopReviseSchema,
  sopStaffDetailSchema,
  sopStaffEntrySchema,
  sopStaffVersionSchema,
  sopVersionParamsSchema,
} from '../library/staffSchemas';

/** The `sops` group's routes: what each takes and answers (see ../contract.ts). */
export const sopsContract = {
  /**
   * Editors and admins: every SOP with every version (superseded ones too), without the text, by SOP id, paged
   * with X-Next-Cursor by version: an SOP whose versions straddle a page's end continues, same id, on the next.
   */
  'GET /api/cms/sops': { query: pageQuerySchema, response: z.array(sopStaffEntrySchema) },
  /** A new SOP as draft 1.0; its id comes from the title (taken → 409). Trailed. */
  'POST /api/cms/sops': { body: sopCreateSchema, response: sopStaffVersionSchema },
  /**
   * One SOP's versions whole, newest first (consistent read), paged with X-Next-Cursor: the first page holds the
   * version in progress and the approved one (limit 2 or more). Unknown → 404.
   */
  'GET /api/cms/sops/{id}': { params: id, query: pageQuerySchema, response: sopStaffDetailSchema },
  /** A new draft copied from the approved version; one open version per SOP (another → 409). Trailed. */
  'POST /api/cms/sops/{id}/versions': { params: id, body: sopReviseSchema, response: sopStaffVersionSchema },
  /** A draft's text whole with the `rev` read: stale → 409, not a draft (in review, approved) → 409. Trailed. */
  'PUT /api/cms/sops/{id}/versions/{seq}': {
    params: sopVersionParamsSchema,
    body: sopDraftUpdateSchema,
    response: sopStaffVersionSchema,
  },
  /** Draft → in review. Trailed. */
  'POST /api/cms/sops/{id}/versions/{seq}/submit': {
    params: sopVersionParamsSchema,
    body: sopMoveSchema,
    response: sopStaffVersionSchema,
  },
  /** In review → draft. Trailed. */
  'POST /api/cms/sops/{id}/versions/{seq}/return': {
    params: sopVersionParamsSchema,
    body: sopMoveSchema,
    response: sopStaffVersionSchema,
  },
  /**
   * In review → approved, signed with the password by a staff member other than the last editor (403), with
   * its effective and next-review dates; the version approved before becomes superseded in the same
   * transaction. Wrong password 403 SIGNATURE_REJECTED (counts toward the signing lockout, 423). Trailed.
   */
  'POST /api/cms/sops/{id}/versions/{seq}/approve': {
    params: sopVersionParamsSchema,
    body: sopApproveSchema,
    response: sopStaffVersionSchema,
  },
} as const satisfies GroupContract<'sops'>;
