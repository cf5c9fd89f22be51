import type { Report } from '@cq/shared/reports/schemas';
import { SeverityBadge } from './badges';

/** The generated findings (spec §9): severity and its points, what was found, the recommendation and any CAPA. */
export function FindingList({
  findings,
  headingLevel = 3,
}: {
  findings: Report['generatedFindings'];
  headingLevel?: 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  if (findings.length === 0)
    return (
      <p className="text-sm text-muted-foreground">No findings: every answered item is compliant or not applicable.</p>
    );
  return (
    <ul className="grid gap-3">
      {findings.map((f) => (
        <li
          key={f.id}
          id={f.id}
          className="grid gap-2 rounded-[var(--radius-card)] border border-border bg-background p-4"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Heading className="font-semibold">{f.title}</Heading>
            <p className="flex items-center gap-2 text-sm">
              <SeverityBadge severity={f.severity} />
              <span className="font-medium">{f.points} points</span>
            </p>
          </div>
          <p className="text-sm">{f.description}</p>
          <dl className="grid gap-2 text-sm">
            <div>
              <dt className="font-medium">Recommendation</dt>
              <dd className="text-muted-foreground">{f.recommendation}</dd>
            </div>
            {f.capa && (
              <div>
                <dt className="font-medium">CAPA</dt>
                <dd className="text-muted-foreground">{f.capa}</dd>
              </div>
            )}
          </dl>
        </li>
      ))}
    </ul>
  );
}
