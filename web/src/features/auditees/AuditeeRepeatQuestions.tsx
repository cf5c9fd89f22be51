import { useQuery } from '@tanstack/react-query';
import { ANALYTICS_MAX_MONTHS } from '@cq/shared/analytics/schemas';
import { isPro } from '@cq/shared/progress/plans';
import { useCurrentUser } from '@/features/session';
import { apiQuery } from '@/lib/api/client';

/** The longest range the analytics read, ending today (UTC days). */
function longestRange(today = new Date()) {
  const from = new Date(today);
  from.setUTCMonth(from.getUTCMonth() - (ANALYTICS_MAX_MONTHS - 1), 1);
  return { from: from.toISOString().slice(0, 10), to: today.toISOString().slice(0, 10) };
}

/**
 * On an auditee's page (issue 21), for Pro: the questions this auditee was found non-compliant on again, with how
 * often and in which audits, from the repeat-findings analytics (its last 36 months). Free keeps the list above.
 */
export function AuditeeRepeatQuestions({ auditeeId }: { auditeeId: string }) {
  const { data: user } = useCurrentUser();
  const pro = isPro(user?.subscriptionStatus);
  const repeats = useQuery({
    ...apiQuery('GET /api/analytics/{series}', {
      params: { series: 'repeat-findings' },
      query: { ...longestRange(), auditeeId },
    }),
    enabled: pro,
  });
  const rows = (repeats.data as unknown as { rows?: Array<Record<string, string | number>> } | undefined)?.rows;
  if (!pro || !rows?.length) return null;
  return (
    <section aria-labelledby="auditee-repeat-questions" className="grid content-start gap-2">
      <h3 id="auditee-repeat-questions" className="text-lg font-semibold">
        Questions found again
      </h3>
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Questions found again table">
        <table className="w-full border-collapse text-sm">
          <thead>
            <tr>
              {['Question', 'Raised again', 'Audits', 'Last raised'].map((label) => (
                <th key={label} scope="col" className="border-b p-2 text-left font-medium">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.category}-${row.questionId}`} className="border-b last:border-0">
                <th scope="row" className="p-2 text-left font-normal">
                  {row.question}
                </th>
                <td className="p-2 tabular-nums">{row.repeats}</td>
                <td className="p-2 tabular-nums">{row.audits}</td>
                <td className="p-2 whitespace-nowrap">{row.lastRaised}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
