import { CanWrite, ViewOnlyNote } from '@/features/workspace';
import { usePageTitle } from '@/lib/usePageTitle';
import { AuditeesSection } from './AuditeesSection';
import { StudiesSection } from './StudiesSection';

/**
 * /auditees: who and what the workspace audits (issue 19): the auditees, and the studies their sponsors run.
 * Those whose role may not write read both lists without the controls that change them.
 */
export function AuditeesPage() {
  usePageTitle('Auditees and studies');
  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 py-8 sm:py-10">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Auditees and studies</h1>
        <p className="text-muted-foreground">The sites, vendors and sponsors you audit, and their studies.</p>
        <CanWrite fallback={<ViewOnlyNote />}>{null}</CanWrite>
      </div>
      <AuditeesSection />
      <StudiesSection />
    </div>
  );
}

export default AuditeesPage;
