import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { ErrorLogSummary } from '@cq/shared/admin/schemas';
import { ERROR_TYPES } from '@cq/shared/schemas/errorLog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Field } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { apiQuery } from '@/lib/api/client';
import { formatDate, formatUtcTimestamp } from '@/lib/dates';
import { errorLogsQuery } from './api';
import { plural } from './display';
import { ErrorChart } from './ErrorChart';
import { ErrorLogDialog } from './ErrorLogDialog';
import { EmptyNote, ListFooter, ListSkeleton } from './lists';

const TYPE_OPTIONS = [{ value: '', label: 'All types' }, ...ERROR_TYPES.map((t) => ({ value: t, label: t }))];

/** Today as a UTC calendar day: the API keeps error logs by UTC day. */
export const utcToday = (now: Date = new Date()) => now.toISOString().slice(0, 10);

function DailyChart() {
  const daily = useQuery(apiQuery('GET /api/admin/error-logs/daily'));
  if (daily.isPending)
    return (
      <div role="status">
        <span className="sr-only">Loading the error chart…</span>
        <Skeleton className="h-40 w-full max-w-2xl" />
      </div>
    );
  if (daily.isError) return <FormAlert>The error counts could not be loaded.</FormAlert>;
  return <ErrorChart days={daily.data} />;
}

function ErrorRow({ log, onOpen }: { log: ErrorLogSummary; onOpen: () => void }) {
  return (
    <li className="grid gap-2 rounded-[var(--radius-card)] border border-border bg-background p-4 sm:grid-cols-[1fr_auto] sm:items-start">
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <Badge variant="outline">{log.error_type}</Badge>
          {log.resolved ? (
            <Badge variant="secondary">
              <CheckCircle2 className="mr-1 size-3" aria-hidden="true" /> Resolved
            </Badge>
          ) : (
            <Badge variant="warning">Open</Badge>
          )}
          <time dateTime={log.receivedAt} className="text-muted-foreground">
            {formatUtcTimestamp(log.receivedAt)}
          </time>
        </div>
        <p className="line-clamp-2 font-medium break-words">{log.error_message}</p>
        {log.page_url && <p className="truncate text-sm text-muted-foreground">{log.page_url}</p>}
      </div>
      <Button
        size="sm"
        variant="outline"
        onClick={onOpen}
        aria-label={`Details of ${log.error_type} error at ${formatUtcTimestamp(log.receivedAt)}`}
      >
        Details
      </Button>
    </li>
  );
}

/** Error logs: the 14-day chart, one UTC day's reports filtered by type, and each one's detail to resolve. */
export function ErrorLogsPanel() {
  const [day, setDay] = useState(utcToday);
  const [type, setType] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const filters = { day, ...(type && { type }) };
  const list = useInfiniteQuery(errorLogsQuery(filters));
  const logs = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);

  return (
    <section aria-labelledby="admin-errors" className="grid gap-4">
      <h2 id="admin-errors" className="text-xl font-semibold">
        Error logs
      </h2>
      <DailyChart />
      <div className="grid gap-3 sm:grid-cols-[12rem_14rem] sm:items-end">
        <Field label="Day (UTC)">
          {(control) => (
            <Input
              {...control}
              type="date"
              value={day}
              max={utcToday()}
              required
              onChange={(e) => e.target.value && setDay(e.target.value)}
            />
          )}
        </Field>
        <Field label="Type">
          {(control) => (
            <NativeSelect {...control} value={type} onChange={(e) => setType(e.target.value)} options={TYPE_OPTIONS} />
          )}
        </Field>
      </div>
      {list.isPending ? (
        <ListSkeleton label="Loading error logs…" rows={3} rowClassName="h-20" />
      ) : list.isError ? (
        <FormAlert>The error logs could not be loaded.</FormAlert>
      ) : logs.length === 0 ? (
        <EmptyNote>
          No {type ? `${type} ` : ''}errors reported on {formatDate(day)}.
        </EmptyNote>
      ) : (
        <>
          <p className="sr-only" role="status">
            {plural(logs.length, 'error')} shown
          </p>
          <ul aria-label={`Errors on ${formatDate(day)}`} className="grid gap-2">
            {logs.map((log) => (
              <ErrorRow key={log.id} log={log} onOpen={() => setOpenId(log.id)} />
            ))}
          </ul>
        </>
      )}
      <ListFooter list={list} noun="errors" />
      {openId && <ErrorLogDialog id={openId} onClose={() => setOpenId(null)} />}
    </section>
  );
}
