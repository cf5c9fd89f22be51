import { useQuery } from '@tanstack/react-query';
import { AUDIT_TYPE_LABELS, AUDIT_TYPES } from '@cq/shared/audits/rules';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useMembers } from '@/features/orgs';
import { apiQuery } from '@/lib/api/client';
import type { AnalyticsFilter } from '@cq/shared/analytics/schemas';

export interface FilterValue {
  name: '' | AnalyticsFilter;
  value: string;
}

/** One filter at a time (the aggregates are kept per filter value): choosing one clears the others. */
export function Filters({ filter, onChange }: { filter: FilterValue; onChange: (f: FilterValue) => void }) {
  const auditees = useQuery(apiQuery('GET /api/auditees'));
  const templates = useQuery(apiQuery('GET /api/report-templates', { query: { limit: 100 } }));
  const { members } = useMembers();
  const select = (name: FilterValue['name'], label: string, options: { value: string; label: string }[]) => (
    <div className="grid gap-1">
      <Label htmlFor={`filter-${name}`}>{label}</Label>
      <NativeSelect
        id={`filter-${name}`}
        value={filter.name === name ? filter.value : ''}
        onChange={(e) => onChange(e.target.value ? { name, value: e.target.value } : { name: '', value: '' })}
        options={[{ value: '', label: 'All' }, ...options]}
      />
    </div>
  );
  return (
    <>
      {select(
        'auditeeId',
        'Auditee',
        (auditees.data ?? []).map((a) => ({ value: a.id, label: a.name })),
      )}
      {select(
        'type',
        'Audit type',
        AUDIT_TYPES.map((t) => ({ value: t, label: AUDIT_TYPE_LABELS[t] })),
      )}
      {select(
        'templateId',
        'Template',
        (templates.data ?? []).map((t) => ({ value: t.id, label: t.name })),
      )}
      {select(
        'auditorId',
        'Lead auditor',
        members.map((m) => ({ value: m.userId, label: m.name })),
      )}
    </>
  );
}
