import type { DomainEvent } from '#platform/commands/decider';

/** A venue's commission rules, `commission-rules-<clubId>`: each change is a new set of rules from then on. */
export const commissionRulesStream = (clubId: string) => `commission-rules-${clubId}`;

export interface CommissionRules {
  /** RSD per guest let in from a promoter's names (a '+N' is a guest). */
  perListGuest: number;
  /** RSD per table reservation of theirs that arrived. */
  perTable: number;
  /** Percent (0–100) of the recorded spend of those tables. */
  spendPercent: number;
}

/** One promoter's own rules (each null: the venue's) and their place in a team. */
export interface PromoterRules {
  perListGuest: number | null;
  perTable: number | null;
  spendPercent: number | null;
  /** The promoter who leads their team, or null. */
  leaderId: string | null;
  /** As a leader: the percent of their team's commission they earn; null: they lead no team. */
  leaderSharePercent: number | null;
}

export type CommissionRulesSet = DomainEvent<'CommissionRulesSet', { clubId: string } & CommissionRules>;
export type PromoterCommissionRulesSet = DomainEvent<'PromoterCommissionRulesSet', { clubId: string; promoterId: string } & PromoterRules>;

export type CommissionRulesEvent = CommissionRulesSet | PromoterCommissionRulesSet;
