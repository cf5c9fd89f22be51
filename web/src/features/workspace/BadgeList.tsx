import type { Badge } from '@cq/shared/progress/schemas';
import { BadgeCheck, ClipboardCheck, Medal, Trophy, type LucideIcon } from 'lucide-react';
import { formatDate } from '@/lib/dates';

/** Spec §9: compliance_expert, quality_tracker and audit_master have their own icons; others the default. */
const ICONS: Record<string, LucideIcon> = {
  'clipboard-check': ClipboardCheck,
  trophy: Trophy,
  // Not lucide's ShieldCheck or Award: the landing page uses those, and sharing one would split it into a chunk
  // of its own on the public first load.
  'shield-check': BadgeCheck,
};
const BY_TYPE: Record<string, LucideIcon> = {
  quality_tracker: ClipboardCheck,
  audit_master: Trophy,
  compliance_expert: BadgeCheck,
};

export const badgeIcon = (badge: Pick<Badge, 'badgeType' | 'iconClass'>): LucideIcon =>
  ICONS[badge.iconClass] ?? BY_TYPE[badge.badgeType] ?? Medal;

/** Earned badges, newest first as the API gives them; `limit` shows only the first few. */
export function BadgeList({ badges, limit }: { badges: readonly Badge[]; limit?: number }) {
  const shown = limit === undefined ? badges : badges.slice(0, limit);
  if (badges.length === 0) {
    return <p className="text-sm text-muted-foreground">No badges yet. Create your first audit to earn one.</p>;
  }
  return (
    <ul className="grid gap-3">
      {shown.map((badge) => {
        const Icon = badgeIcon(badge);
        return (
          <li key={badge.id} className="flex items-start gap-3">
            <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <span className="grid">
              <span className="text-sm font-semibold">{badge.title}</span>
              <span className="text-xs text-muted-foreground">
                {badge.description} · {formatDate(badge.earnedAt)}
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
