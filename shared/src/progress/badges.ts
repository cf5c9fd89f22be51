/** Badges (spec §3 badges, §9 icons; issue 8's rules), awarded once by the server in the request that earns them. */
export const BADGE_TYPES = ['quality_tracker', 'audit_master', 'compliance_expert', 'on_a_roll'] as const;
export type BadgeType = (typeof BADGE_TYPES)[number];

export interface BadgeDefinition {
  title: string;
  description: string;
  /** Spec §9: the three named types have their own icon; others get the default. */
  iconClass: string;
}

export const DEFAULT_BADGE_ICON = 'award';

export const BADGES: Record<BadgeType, BadgeDefinition> = {
  quality_tracker: { title: 'Quality Tracker', description: 'Created your first audit', iconClass: 'clipboard-check' },
  audit_master: { title: 'Audit Master', description: 'Completed 10 audits', iconClass: 'trophy' },
  compliance_expert: {
    title: 'Compliance Expert',
    description: 'Completed 5 audit reports at Low risk',
    iconClass: 'shield-check',
  },
  on_a_roll: { title: 'On a Roll', description: 'Kept a 7-day streak', iconClass: DEFAULT_BADGE_ICON },
};

export const AUDIT_MASTER_COMPLETIONS = 10;
export const COMPLIANCE_EXPERT_LOW_RISK_REPORTS = 5;
export const ON_A_ROLL_STREAK = 7;

export interface BadgeCounters {
  auditsCreated: number;
  auditsCompleted: number;
  lowRiskReportsCompleted: number;
  streak: number;
}

/** The badges the counters qualify for, minus those already held: what this request awards. */
export function badgesEarned(counters: BadgeCounters, held: readonly BadgeType[]): BadgeType[] {
  const qualifies: Record<BadgeType, boolean> = {
    quality_tracker: counters.auditsCreated >= 1,
    audit_master: counters.auditsCompleted >= AUDIT_MASTER_COMPLETIONS,
    compliance_expert: counters.lowRiskReportsCompleted >= COMPLIANCE_EXPERT_LOW_RISK_REPORTS,
    on_a_roll: counters.streak >= ON_A_ROLL_STREAK,
  };
  return BADGE_TYPES.filter((type) => qualifies[type] && !held.includes(type));
}
