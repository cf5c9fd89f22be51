import { useQuery } from '@tanstack/react-query';
import { FileCheck } from 'lucide-react';
import { FREE_LIMITS } from '@cq/shared/progress/plans';
import { apiQuery } from '@/lib/api/client';
import { cn } from '@/lib/cn';

/** 'used/limit', or 'used/∞' on Pro (limit null). */
export const usageText = (used: number, limit: number | null): string => `${used}/${limit ?? '∞'}`;

/**
 * The header's audits counter (spec §2): audits created this month over the plan's limit (3 by default).
 * Until the numbers arrive it shows the default limit with no count.
 */
export function UsageCounter({ className }: { className?: string }) {
  const { data } = useQuery(apiQuery('GET /api/usage/stats'));
  const audits = data?.audits;
  const label = audits
    ? `Audits this month: ${audits.used} of ${audits.limit ?? 'unlimited'}`
    : 'Audits this month: loading';
  return (
    <p
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border border-border bg-surface px-3 py-1 text-sm font-medium whitespace-nowrap',
        className,
      )}
      title={label}
    >
      <FileCheck className="size-4 text-primary" aria-hidden="true" />
      <span className="sr-only">{label}</span>
      <span aria-hidden="true">Audits {audits ? usageText(audits.used, audits.limit) : `–/${FREE_LIMITS.audits}`}</span>
    </p>
  );
}
