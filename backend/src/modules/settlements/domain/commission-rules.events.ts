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

export type CommissionRulesSet = DomainEvent<'CommissionRulesSet', { clubId: string } & CommissionRules>;

export type CommissionRulesEvent = CommissionRulesSet;
