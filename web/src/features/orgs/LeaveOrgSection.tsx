import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { api } from '@/lib/api/client';
import { submitError } from '@/lib/api/submitError';
import { toast } from '@/lib/toast';
import { usePending } from '@/lib/usePending';
import { setWorkspaceId } from '@/lib/workspace';
import { membershipsQuery } from './useWorkspace';

/**
 * Leaves the organisation (`DELETE /api/orgs/{id}/membership`) after a confirmation naming it; any member may.
 * The API refuses the last owner (409, ORG_MESSAGES.lastOwner) and its message is shown in the dialog. On
 * success the personal workspace is chosen, the memberships are read again and the dashboard opens.
 */
export function LeaveOrgDialog({ orgId, orgName, onClose }: { orgId: string; orgName: string; onClose: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const pending = usePending();
  const busy = pending.busy;
  const [failure, setFailure] = useState<string | null>(null);

  const leave = async () => {
    setFailure(null);
    try {
      await api('DELETE /api/orgs/{id}/membership', { params: { id: orgId } });
    } catch (error) {
      setFailure(submitError(error, { serverText: true }).message);
      return;
    }
    // This organisation's screens are no longer ours: back to the personal workspace, in every cached workspace.
    setWorkspaceId(null);
    void queryClient.invalidateQueries({ queryKey: [membershipsQuery().queryKey[0]] });
    void navigate('/dashboard');
    toast({ title: `You left ${orgName}` });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Leave ${orgName}?`}
      description={`You lose access to ${orgName}’s audits, reports and CAPA at once; an owner or admin can invite you again. What you did stays in its trails.`}
    >
      <div className="grid gap-4">
        {failure && <FormAlert>{failure}</FormAlert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="destructive" loading={busy} onClick={pending.guard(leave)}>
            {busy ? 'Leaving…' : 'Leave organisation'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

/** The "Leave organisation" card at the foot of /org/settings, for every member whatever their role. */
export function LeaveOrgSection({ orgId, orgName }: { orgId: string; orgName: string }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <LogOut className="size-5 text-primary" aria-hidden="true" /> Leave organisation
        </CardTitle>
        <CardDescription>
          Stop being a member of {orgName}. The last owner makes another member owner first.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" className="w-fit" onClick={() => setConfirming(true)}>
          Leave organisation
        </Button>
        {confirming && <LeaveOrgDialog orgId={orgId} orgName={orgName} onClose={() => setConfirming(false)} />}
      </CardContent>
    </Card>
  );
}
