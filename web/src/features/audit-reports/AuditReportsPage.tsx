import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { CanWrite, ViewOnlyNote } from '@/features/workspace';
import { usePageTitle } from '@/lib/usePageTitle';
import { ReportList } from './ReportList';
import { ReportWizard } from './ReportWizard';

/** /audit-reports (spec §2): the audit report wizard (for those who may write reports) and, below it, the list. */
export function AuditReportsPage() {
  usePageTitle('AI Reports');
  const [params, setParams] = useSearchParams();
  const reportId = params.get('report');
  // Edit in the list opens the report in the wizard above and moves focus there.
  const [focusFor, setFocusFor] = useState<string | null>(null);
  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 py-8 sm:py-10">
      <div className="grid gap-6">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">AI Audit Reports</h1>
          <p className="mt-1 text-muted-foreground">
            Answer a checklist, review the generated findings, CAPA and risk score, then export and sign the report.
          </p>
          <p className="mt-1 text-sm">
            <Link to="/templates" className="underline underline-offset-2">
              Checklist templates
            </Link>
          </p>
        </div>
        <CanWrite
          fallback={
            <Card className="p-4 sm:p-6">
              <ViewOnlyNote />
            </Card>
          }
        >
          <ReportWizard
            reportId={reportId}
            focusFor={focusFor}
            onOpen={(id) => setParams({ report: id })}
            onReset={() => setParams({})}
          />
        </CanWrite>
      </div>
      <ReportList
        onEdit={setFocusFor}
        onDeleted={(id) => {
          if (id === reportId) setParams({});
        }}
      />
    </div>
  );
}

export default AuditReportsPage;
