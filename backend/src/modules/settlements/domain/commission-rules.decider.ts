import { said } from '@izlazak/contracts';
import { assertNever, type Decider } from '#platform/commands/decider';
import { forbidden, notFound } from '#platform/commands/domain-errors';
import type { CommissionRules, CommissionRulesEvent } from './commission-rules.events';

export const NO_COMMISSION: CommissionRules = { perListGuest: 0, perTable: 0, spendPercent: 0 };

/** The venue's manager or an admin sets the rules; the same rules again change nothing. */
export interface SetCommissionRules {
  type: 'SetCommissionRules';
  clubId: string;
  rules: CommissionRules;
  facts: { venueExists: boolean; mayManage: boolean };
}

export const sameRules = (a: CommissionRules, b: CommissionRules) => a.perListGuest === b.perListGuest && a.perTable === b.perTable && a.spendPercent === b.spendPercent;

export function evolveCommissionRules(_state: CommissionRules, event: CommissionRulesEvent): CommissionRules {
  switch (event.type) {
    case 'CommissionRulesSet': {
      const { perListGuest, perTable, spendPercent } = event.data;
      return { perListGuest, perTable, spendPercent };
    }
    default:
      return assertNever(event.type);
  }
}

export function decideCommissionRules(command: SetCommissionRules, state: CommissionRules): CommissionRulesEvent[] {
  if (!command.facts.venueExists) throw notFound(said('settlements.venueNotFound'));
  if (!command.facts.mayManage) throw forbidden(said('settlements.notYourVenue'));
  if (sameRules(state, command.rules)) return [];
  return [{ type: 'CommissionRulesSet', data: { clubId: command.clubId, ...command.rules } }];
}

export const commissionRulesDecider: Decider<CommissionRules, SetCommissionRules, CommissionRulesEvent> = {
  initialState: () => NO_COMMISSION,
  evolve: evolveCommissionRules,
  decide: decideCommissionRules,
};
