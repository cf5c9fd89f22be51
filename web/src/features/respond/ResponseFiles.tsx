import { FileText } from 'lucide-react';
import { formatBytes } from '@cq/shared/content/rules';
import { AttachFile } from '@/features/evidence';
import { useResponseFiles, useResponseUpload } from './api';

/**
 * The files the auditee attaches to their response (a photo of the fix, a revised SOP): listed, and while the
 * response can still change, one more can be attached. The auditor sees them with the response.
 */
export function ResponseFiles({
  token,
  bearer,
  findingId,
  findingTitle,
  canAdd,
}: {
  token: string;
  bearer: string;
  findingId: string;
  findingTitle: string;
  canAdd: boolean;
}) {
  const files = useResponseFiles(token, bearer, findingId);
  const upload = useResponseUpload(token, bearer, findingId);
  return (
    <section aria-label={`Files for ${findingTitle}`} className="grid gap-2">
      <h3 className="text-sm font-semibold">Evidence files</h3>
      {files.isError && <p className="text-sm text-destructive">The files could not be loaded.</p>}
      {files.data?.length === 0 && <p className="text-sm text-muted-foreground">No files attached.</p>}
      {files.data && files.data.length > 0 && (
        <ul className="grid gap-1">
          {files.data.map((f) => (
            <li key={f.id} className="flex min-w-0 items-center gap-2 text-sm">
              <FileText className="size-4 shrink-0" aria-hidden="true" />
              <span className="min-w-0 break-all">{f.name}</span>
              <span className="shrink-0 text-muted-foreground">{formatBytes(f.size)}</span>
            </li>
          ))}
        </ul>
      )}
      {canAdd && <AttachFile send={upload.mutateAsync} label={findingTitle} />}
    </section>
  );
}
