import type { Auditee } from '@cq/shared/auditees/schemas';
import { getAuditee } from '../data/auditees/auditees';
import type { Workspace } from '../data/core/owner';
import { NotFoundError } from '../domain/errors';

/**
 * The auditees a table lists, for its rows and CSV: one Get each (as many as rows answered); a removed auditee is
 * null.
 */
export async function auditeesById(workspace: Workspace, ids: readonly string[]): Promise<Map<string, Auditee | null>> {
  const one = async (id: string) => {
    try {
      return await getAuditee(workspace, id);
    } catch (error) {
      if (error instanceof NotFoundError) return null;
      throw error;
    }
  };
  return new Map(await Promise.all([...new Set(ids)].map(async (id) => [id, await one(id)] as const)));
}

/** The names of the auditees a table lists; a removed auditee keeps its id. */
export async function auditeeNames(workspace: Workspace, ids: readonly string[]): Promise<Map<string, string>> {
  const found = await auditeesById(workspace, ids);
  return new Map([...found].map(([id, auditee]) => [id, auditee?.name ?? id]));
}
