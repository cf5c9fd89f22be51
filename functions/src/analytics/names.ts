import { getAuditee } from '../data/auditees/auditees';
import type { Workspace } from '../data/core/owner';
import { NotFoundError } from '../domain/errors';

/**
 * The names of the auditees a table lists, for its rows and CSV: one Get each (as many as rows answered); a
 * removed auditee keeps its id.
 */
export async function auditeeNames(workspace: Workspace, ids: readonly string[]): Promise<Map<string, string>> {
  const name = async (id: string) => {
    try {
      return (await getAuditee(workspace, id)).name;
    } catch (error) {
      if (error instanceof NotFoundError) return id;
      throw error;
    }
  };
  return new Map(await Promise.all([...new Set(ids)].map(async (id) => [id, await name(id)] as const)));
}
