import { said } from '@izlazak/contracts';
import { assertNever, type Decider } from '#platform/commands/decider';
import { badRequest, forbidden, notFound } from '#platform/commands/domain-errors';
import type { CommissionRules, CommissionRulesEvent, PromoterRules } from './commission-rules.events';

export const NO_COMMISSION: CommissionRules = { perListGuest: 0, perTable: 0, spendPercent: 0 };
export const VENUE_RULES_ONLY: PromoterRules = { perListGuest: null, perTable: null, spendPercent: null, leaderId: null, leaderSharePercent: null };

export interface CommissionRulesState {
  venue: CommissionRules;
  /** Each promoter's own rules and team, as last set. */
  promoters: Record<string, PromoterRules>;
}

interface Facts {
  venueExists: boolean;
  mayManage: boolean;
}

/** The venue's manager or an admin sets the rules; the same rules again change nothing. */
export interface SetCommissionRules {
  type: 'SetCommissionRules';
  clubId: string;
  rules: CommissionRules;
  facts: Facts;
}

/** One promoter's own rules and team; the leader must be another promoter of the venue, and teams are one level deep. */
export interface SetPromoterCommissionRules {
  type: 'SetPromoterCommissionRules';
  clubId: string;
  promoterId: string;
  rules: PromoterRules;
  facts: Facts & { promoterWorksHere: boolean; leaderWorksHere: boolean };
}

export type CommissionRulesCommand = SetCommissionRules | SetPromoterCommissionRules;

export const sameRules = (a: CommissionRules, b: CommissionRules) => a.perListGuest === b.perListGuest && a.perTable === b.perTable && a.spendPercent === b.spendPercent;
const samePromoterRules = (a: PromoterRules, b: PromoterRules) =>
  a.perListGuest === b.perListGuest && a.perTable === b.perTable && a.spendPercent === b.spendPercent && a.leaderId === b.leaderId && a.leaderSharePercent === b.leaderSharePercent;

export function evolveCommissionRules(state: CommissionRulesState, event: CommissionRulesEvent): CommissionRulesState {
  switch (event.type) {
    case 'CommissionRulesSet': {
      const { perListGuest, perTable, spendPercent } = event.data;
      return { ...state, venue: { perListGuest, perTable, spendPercent } };
    }
    case 'PromoterCommissionRulesSet': {
      const { clubId: _clubId, promoterId, ...rules } = event.data;
      return { ...state, promoters: { ...state.promoters, [promoterId]: rules } };
    }
    default:
      return assertNever(event);
  }
}

function checkFacts(facts: Facts) {
  if (!facts.venueExists) throw notFound(said('settlements.venueNotFound'));
  if (!facts.mayManage) throw forbidden(said('settlements.notYourVenue'));
}

export function decideCommissionRules(command: CommissionRulesCommand, state: CommissionRulesState): CommissionRulesEvent[] {
  checkFacts(command.facts);
  switch (command.type) {
    case 'SetCommissionRules':
      if (sameRules(state.venue, command.rules)) return [];
      return [{ type: 'CommissionRulesSet', data: { clubId: command.clubId, ...command.rules } }];
    case 'SetPromoterCommissionRules': {
      const { promoterId, rules, facts } = command;
      if (!facts.promoterWorksHere) throw notFound(said('settlements.promoterNotFound'));
      if (rules.leaderId !== null) {
        if (rules.leaderId === promoterId || !facts.leaderWorksHere) throw badRequest(said('settlements.leaderNotPromoter'), 'leaderId');
        if (state.promoters[rules.leaderId]?.leaderId) throw badRequest(said('settlements.leaderInTeam'), 'leaderId');
        const leadsATeam = Object.entries(state.promoters).some(([memberId, member]) => memberId !== promoterId && member.leaderId === promoterId);
        if (leadsATeam) throw badRequest(said('settlements.leadsTeam'), 'leaderId');
      }
      if (samePromoterRules(state.promoters[promoterId] ?? VENUE_RULES_ONLY, rules)) return [];
      return [{ type: 'PromoterCommissionRulesSet', data: { clubId: command.clubId, promoterId, ...rules } }];
    }
    default:
      return assertNever(command);
  }
}

export const commissionRulesDecider: Decider<CommissionRulesState, CommissionRulesCommand, CommissionRulesEvent> = {
  initialState: () => ({ venue: NO_COMMISSION, promoters: {} }),
  evolve: evolveCommissionRules,
  decide: decideCommissionRules,
};
