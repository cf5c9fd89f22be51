import { capaDays } from '../data/audits/capaDays';
import { toCapa } from '../data/audits/capas';
import { scanTable } from '../data/core/scan';
import { store } from '../data/core/store';
import '../data/audits/capaDay.entity';

/**
 * The CAPA day index (data/audits/capaDays.ts) of CAPAs stored before it was kept: each CAPA's entries as it stands
 * now, written over whatever is there (the same entries its next write keeps), so running it again changes nothing.
 * A one-time pass at local start (scripts/local/seed.ts); every CAPA write keeps the entries from then on.
 */
export async function backfillCapaDays(): Promise<{ entries: number }> {
  const { capaDay } = store();
  let entries = 0;
  for await (const item of scanTable()) {
    const workspaceId = String(item.workspaceId ?? '');
    if (item.__edb_e__ !== 'Capa' || !String(item.PK).startsWith('WS#') || !workspaceId) continue;
    const capa = toCapa(item as never);
    for (const entry of capaDays(capa)) {
      await capaDay.put({ workspaceId, capaId: capa.id, ...entry }).go();
      entries += 1;
    }
  }
  return { entries };
}
