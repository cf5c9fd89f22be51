import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS, type AdminLead } from '@cq/shared';
import { allInbox, type InboxFilter } from '../data/leads/inbox';
import { logger } from '../lib/logger';
import { download, type ApiResult } from '../lib/response';
import { toCsv } from '../services/csv';

/** The most leads one export holds (the inbox's own scale; more is logged and cut). */
export const EXPORT_MAX_LEADS = 10_000;

const COLUMNS = ['ID', 'Kind', 'Received (UTC)', 'Status', 'Name', 'Email', 'Company', 'Phone', 'Job', 'Message'];

const noteText = (lead: AdminLead) => lead.notes.map((n) => `${n.at} ${n.by}: ${n.text}`).join('\n');

/**
 * The inbox's filtered view as a CSV download: the common columns, the notes, then every form field any of the
 * leads has (one kind per view, so these are that form's fields), by their form names.
 */
export async function leadsCsv(filter: InboxFilter, today = new Date()): Promise<ApiResult> {
  const { leads, truncated } = await allInbox(filter, EXPORT_MAX_LEADS);
  if (truncated) logger.warn('leads_export_truncated', { ...filter, max: EXPORT_MAX_LEADS });
  // A form field the common columns already hold (name, email, …) is not repeated.
  const common = new Set(COLUMNS.map((c) => c.toLowerCase()));
  const fieldNames = [...new Set(leads.flatMap((lead) => Object.keys(lead.fields)))]
    .filter((name) => !common.has(name.toLowerCase()))
    .sort();
  const rows = leads.map((lead) => [
    lead.id,
    LEAD_KIND_LABELS[lead.kind],
    lead.createdAt,
    LEAD_STATUS_LABELS[lead.status],
    lead.name,
    lead.email,
    lead.company,
    lead.phone,
    lead.job?.title ?? null,
    lead.message,
    noteText(lead),
    ...fieldNames.map((name) => lead.fields[name] ?? null),
  ]);
  const name = `leads-${filter.kind}${filter.status ? `-${filter.status}` : ''}-${today.toISOString().slice(0, 10)}.csv`;
  // A byte-order mark, so spreadsheet programs read the UTF-8 (names with accents) as UTF-8.
  return download(name, 'text/csv; charset=utf-8', `\uFEFF${toCsv([...COLUMNS, 'Notes', ...fieldNames], rows)}`);
}
