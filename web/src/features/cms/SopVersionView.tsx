import { ArrowLeft } from 'lucide-react';
import { sopAreaLabel, type SopStanding } from '@cq/shared/library/rules';
import type { SopStaffVersion, SopStaffVersionSummary } from '@cq/shared/library/staffSchemas';
import { Button } from '@/components/ui/button';
import { SopBodyText } from '@/features/library';
import { formatUtcTimestamp } from '@/lib/dates';
import { effectiveDateLabel, SopStandingBadges } from './SopStatusBadge';

/** Who signed a version, or what stands in for it: the history's line and the reader's. */
export function sopSignerLine(v: SopStaffVersionSummary): string {
  if (v.approval)
    return `Approved by ${v.approval.printedName} (${v.approval.email}) on ${formatUtcTimestamp(v.approval.signedAt)} — ${v.approval.meaning}`;
  if (v.status === 'approved' || v.status === 'superseded')
    return 'First issue of the library, no e-signature recorded';
  return `Not approved yet · last changed ${formatUtcTimestamp(v.updatedAt)}`;
}

/**
 * One version of an SOP read-only (issue 22): any version, superseded ones included, with its status, dates and
 * signer, and its text as subscribers read it. Nothing here writes: an approved or superseded version never
 * changes, and a draft is edited from the SOP's next step.
 */
export function SopVersionView({
  version: v,
  standing,
  onBack,
}: {
  version: SopStaffVersion;
  /** How it stands today among its SOP's versions (sopStandingOn). */
  standing: SopStanding;
  onBack: () => void;
}) {
  return (
    <article aria-labelledby="sop-version-heading" className="grid gap-6">
      <div>
        <Button variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeft className="size-4" aria-hidden="true" /> Back to versions
        </Button>
      </div>
      <header className="grid gap-2">
        <h2 id="sop-version-heading" className="text-xl font-semibold">
          {v.code} {v.title} v{v.version}
        </h2>
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <SopStandingBadges standing={standing} />
          <span>{sopAreaLabel(v.area)}</span>
          <span>
            · {effectiveDateLabel(standing)} {v.effectiveDate ?? 'not set'}
          </span>
          {v.nextReviewDate && <span>· Next review {v.nextReviewDate}</span>}
        </p>
        <p className="text-sm text-muted-foreground">{sopSignerLine(v)}</p>
        <p className="text-sm">{v.summary}</p>
        <p className="text-sm text-muted-foreground">Read only.</p>
      </header>
      <SopBodyText body={v.body} level={3} />
    </article>
  );
}
