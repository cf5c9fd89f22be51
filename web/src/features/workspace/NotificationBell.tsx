import type { Notification } from '@cq/shared/progress/schemas';
import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { apiQuery } from '@/lib/api/client';
import { dayDifference, formatDate } from '@/lib/dates';

/** Entries that ask the caller to act on someone else's request rather than a due date. */
const ASKED: readonly Notification['kind'][] = ['review_awaiting', 'audit_assigned', 'response_review'];

/**
 * 'Overdue since Nov 03, 2026', 'Due today', 'Due tomorrow', 'Due in 3 days'; for a report naming the caller as
 * its reviewer 'Awaiting your review', for an audit someone assigned them 'Assigned to you'.
 */
export function dueText(notification: Pick<Notification, 'kind' | 'dueDate'>, now?: Date): string {
  if (notification.kind === 'review_awaiting') return 'Awaiting your review';
  if (notification.kind === 'audit_assigned') return 'Assigned to you';
  if (notification.kind === 'response_review') return 'Auditee response to review';
  const days = dayDifference(notification.dueDate, now);
  const dated = notification.kind === 'finding_due' || notification.kind === 'capa_check_due';
  if (!dated || (days !== null && days < 0)) return `Overdue since ${formatDate(notification.dueDate)}`;
  if (days === 0) return 'Due today';
  if (days === 1) return 'Due tomorrow';
  return days === null ? `Due ${notification.dueDate}` : `Due in ${days} days`;
}

/** Where an entry leads: a finding on its audit's page, an assigned audit to its page, anything else to its report. */
export function notificationHref(n: Partial<Record<'auditId' | 'findingId' | 'reportId', string>>): string {
  if (n.auditId) {
    const audit = `/audits/${encodeURIComponent(n.auditId)}`;
    return n.findingId ? `${audit}#finding-${encodeURIComponent(n.findingId)}` : audit;
  }
  return n.reportId ? `/audit-reports/${encodeURIComponent(n.reportId)}` : '/dashboard';
}

/** 'Notifications: 2 findings need attention', or '3 items' once reviews or assignments are among them. */
export function bellLabel(notifications: readonly Pick<Notification, 'kind'>[]): string {
  const count = notifications.length;
  if (count === 0) return 'Notifications';
  const findings = notifications.every((n) => !ASKED.includes(n.kind));
  const noun = findings ? (count === 1 ? 'finding' : 'findings') : count === 1 ? 'item' : 'items';
  return `Notifications: ${count} ${noun} ${count === 1 ? 'needs' : 'need'} attention`;
}

/**
 * The bell (spec §2): open findings due within 7 days or overdue (and overdue CAPA), reports awaiting the caller's
 * review and audits assigned to them, and the list of them.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const { data, isPending, isError } = useQuery(apiQuery('GET /api/notifications'));
  const count = data?.length ?? 0;
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        className="relative inline-flex size-10 items-center justify-center rounded-md hover:bg-muted"
        aria-label={bellLabel(data ?? [])}
      >
        <Bell className="size-5" aria-hidden="true" />
        {count > 0 && (
          <span
            aria-hidden="true"
            className="absolute top-1 right-1 inline-flex min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-xs leading-5 font-semibold text-destructive-foreground"
          >
            {count > 99 ? '99+' : count}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label="Notifications"
          className="z-50 w-[min(22rem,calc(100vw-1rem))] rounded-lg border border-border bg-background p-2 shadow-lg"
        >
          <h2 className="px-2 py-1.5 text-sm font-semibold">Notifications</h2>
          {isPending ? (
            <p className="px-2 py-3 text-sm text-muted-foreground">Loading…</p>
          ) : isError ? (
            <p className="px-2 py-3 text-sm text-destructive">Notifications could not be loaded.</p>
          ) : count === 0 ? (
            <p className="px-2 py-3 text-sm text-muted-foreground">No findings are due this week.</p>
          ) : (
            <ul className="grid max-h-80 gap-1 overflow-y-auto">
              {data!.map((n) => (
                <li key={n.id}>
                  <Link
                    to={notificationHref(n)}
                    onClick={() => setOpen(false)}
                    className="grid gap-0.5 rounded-md px-2 py-2 hover:bg-muted"
                  >
                    <span className="text-sm font-medium">{n.title}</span>
                    <span
                      className={
                        n.kind === 'finding_due' || n.kind === 'capa_check_due'
                          ? 'text-xs text-muted-foreground'
                          : ASKED.includes(n.kind)
                            ? 'text-xs font-medium text-accent'
                            : 'text-xs text-destructive'
                      }
                    >
                      {dueText(n)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
