import { SOP_STATUS_LABELS, type SopStatus } from '@cq/shared/library/workflow';
import { Badge } from '@/components/ui/badge';

const VARIANT = { draft: 'secondary', in_review: 'warning', approved: 'default', superseded: 'outline' } as const;

export function SopStatusBadge({ status }: { status: SopStatus }) {
  return <Badge variant={VARIANT[status]}>{SOP_STATUS_LABELS[status]}</Badge>;
}
