import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CalendarDays, ChevronLeft, ChevronRight, List } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { AUDIT_MODE_LABELS } from '@cq/shared/audits/plan';
import type { CalendarEntry } from '@cq/shared/calendar/schemas';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { PageSpinner } from '@/components/ui/spinner';
import { useMembers } from '@/features/orgs';
import { AuditStatusBadge } from '@/features/workspace';
import { apiQuery } from '@/lib/api/client';
import { dateSpan, todayIso } from '@/lib/dates';
import { usePageTitle } from '@/lib/usePageTitle';
import { covers, monthOf, monthTitle, monthWeeks, shiftMonth } from './month';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** What the address holds: the month shown and how. */
interface Shown {
  month: string;
  view: 'month' | 'list';
}

/** Who audits: the lead first, then the co-auditors, by name. */
function auditorsOf(entry: CalendarEntry, nameOf: (id: string) => string): string {
  const ids = [...(entry.leadAuditorId ? [entry.leadAuditorId] : []), ...entry.auditorIds];
  return ids.length ? ids.map(nameOf).join(', ') : 'No auditors assigned';
}

function MonthGrid({ month, entries }: { month: string; entries: CalendarEntry[] }) {
  const today = todayIso();
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[42rem] table-fixed border-collapse text-sm">
        <caption className="sr-only">Audits planned in {monthTitle(month)}</caption>
        <thead>
          <tr>
            {WEEKDAYS.map((d) => (
              <th key={d} scope="col" className="border-b p-2 text-left font-medium text-muted-foreground">
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const planned = entries.filter((e) => e.plannedStart && covers(e.plannedStart, e.plannedEnd, day));
                const outside = monthOf(day) !== month;
                return (
                  <td
                    key={day}
                    aria-current={day === today ? 'date' : undefined}
                    className={`h-24 border p-1 align-top ${outside ? 'bg-muted/40 text-muted-foreground' : ''} ${day === today ? 'ring-2 ring-primary ring-inset' : ''}`}
                  >
                    <span className="block text-xs font-medium">{Number(day.slice(8))}</span>
                    <ul className="grid gap-1">
                      {planned.map((e) => (
                        <li key={e.id}>
                          <Link
                            to={`/audits/${e.id}`}
                            className="block truncate rounded bg-primary/10 px-1 py-0.5 text-xs text-foreground hover:underline focus-visible:outline-2"
                            title={e.auditeeName ? `${e.title} — ${e.auditeeName}` : e.title}
                          >
                            {e.title}
                            {e.auditeeName && <span className="sr-only"> — {e.auditeeName}</span>}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ProgrammeList({ entries }: { entries: CalendarEntry[] }) {
  const { nameOf } = useMembers();
  if (entries.length === 0) return <p className="text-muted-foreground">No audits are planned this month.</p>;
  return (
    <ul aria-label="Planned audits" className="grid gap-3">
      {entries.map((e) => (
        <li key={e.id} className="grid gap-1 rounded-md border p-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Link to={`/audits/${e.id}`} className="font-medium break-words underline-offset-2 hover:underline">
              {e.title}
            </Link>
            <AuditStatusBadge status={e.status} />
          </div>
          <p className="text-sm">
            {dateSpan(e.plannedStart, e.plannedEnd)}
            {e.mode ? ` · ${AUDIT_MODE_LABELS[e.mode]}` : ''}
          </p>
          <p className="text-sm text-muted-foreground">
            {e.auditeeId ? (
              <Link to={`/auditees/${e.auditeeId}`} className="underline underline-offset-2">
                {e.auditeeName ?? 'Auditee'}
              </Link>
            ) : (
              'No auditee'
            )}{' '}
            · {auditorsOf(e, nameOf)}
          </p>
        </li>
      ))}
    </ul>
  );
}

/**
 * /calendar: the audit programme (issue 19), a month at a time as a grid or a list — the workspace's audits by
 * planned start with their auditees and auditors. The month and view are in the address, so Back and a shared
 * link keep them.
 */
export function CalendarPage() {
  usePageTitle('Audit calendar');
  const [search, setSearch] = useSearchParams();
  const requested = search.get('month') ?? '';
  const month = MONTH.test(requested) ? requested : monthOf(todayIso());
  const view = search.get('view') === 'list' ? 'list' : 'month';
  const weeks = monthWeeks(month);
  const range =
    view === 'list'
      ? {
          from: `${month}-01`,
          to: weeks
            .at(-1)!
            .filter((d) => monthOf(d) === month)
            .at(-1)!,
        }
      : { from: weeks[0]![0]!, to: weeks.at(-1)!.at(-1)! };
  const programme = useQuery(apiQuery('GET /api/calendar', { query: range }));
  // The router renders a navigation in a transition, so a press can come before the page shows what the one before
  // asked for (a held Enter repeats): each press counts from the month and view last asked for, not those shown.
  const asked = useRef<Shown | null>(null);
  useEffect(() => {
    if (asked.current?.month === month && asked.current.view === view) asked.current = null;
  }, [month, view]);
  const go = (change: (from: Shown) => Partial<Shown>) => {
    const from = asked.current ?? { month, view };
    const next = { ...from, ...change(from) };
    asked.current = next;
    setSearch(next);
  };

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Audit calendar</h1>
        <div role="group" aria-label="View" className="flex gap-2">
          <Button
            variant={view === 'month' ? 'default' : 'outline'}
            size="sm"
            aria-pressed={view === 'month'}
            onClick={() => go(() => ({ view: 'month' }))}
          >
            <CalendarDays className="size-4" aria-hidden="true" /> Month
          </Button>
          <Button
            variant={view === 'list' ? 'default' : 'outline'}
            size="sm"
            aria-pressed={view === 'list'}
            onClick={() => go(() => ({ view: 'list' }))}
          >
            <List className="size-4" aria-hidden="true" /> List
          </Button>
        </div>
      </div>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" onClick={() => go((from) => ({ month: shiftMonth(from.month, -1) }))}>
          <ChevronLeft className="size-4" aria-hidden="true" />
          <span className="sr-only">Previous month</span>
        </Button>
        <h2 className="min-w-40 text-center text-xl font-semibold" aria-live="polite">
          {monthTitle(month)}
        </h2>
        <Button variant="outline" size="sm" onClick={() => go((from) => ({ month: shiftMonth(from.month, 1) }))}>
          <ChevronRight className="size-4" aria-hidden="true" />
          <span className="sr-only">Next month</span>
        </Button>
        <Button variant="ghost" size="sm" onClick={() => go(() => ({ month: monthOf(todayIso()) }))}>
          Today
        </Button>
      </div>
      {programme.isPending ? (
        <PageSpinner label="Loading the calendar…" />
      ) : programme.isError ? (
        <FormAlert>
          The calendar could not be loaded.{' '}
          <button type="button" className="font-semibold underline" onClick={() => void programme.refetch()}>
            Try again
          </button>
        </FormAlert>
      ) : view === 'list' ? (
        <ProgrammeList entries={programme.data} />
      ) : (
        <MonthGrid month={month} entries={programme.data} />
      )}
    </div>
  );
}

export default CalendarPage;
