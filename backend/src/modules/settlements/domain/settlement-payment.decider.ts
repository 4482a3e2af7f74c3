import { formatNight, said, type SettlementRowView } from '@izlazak/contracts';
import { assertNever, type Decider, type DomainEvent } from '#platform/commands/decider';
import { conflict, forbidden, notFound } from '#platform/commands/domain-errors';

/** One promoter's paid settlements at one venue, `promoter-settlement-<clubId>-<promoterId>`: no night is paid twice. */
export const settlementPaymentStream = (clubId: string, promoterId: string) => `promoter-settlement-${clubId}-${promoterId}`;

/** What was paid: the figures as they stood when the manager marked it. */
export type PaidFigures = Omit<SettlementRowView, 'promoterId' | 'name' | 'leaderId' | 'paid'>;

export type PromoterSettlementPaid = DomainEvent<'PromoterSettlementPaid', { clubId: string; promoterId: string; from: string; to: string; paidBy: string } & PaidFigures>;
export type SettlementPaymentEvent = PromoterSettlementPaid;

export interface PaidPeriods {
  periods: { from: string; to: string }[];
}

export interface MarkSettlementPaid {
  type: 'MarkSettlementPaid';
  clubId: string;
  promoterId: string;
  from: string;
  to: string;
  paidBy: string;
  figures: PaidFigures;
  facts: { venueExists: boolean; mayManage: boolean; promoterWorksHere: boolean };
}

export function decideSettlementPayment(command: MarkSettlementPaid, state: PaidPeriods): SettlementPaymentEvent[] {
  switch (command.type) {
    case 'MarkSettlementPaid': {
      const { clubId, promoterId, from, to, paidBy, figures, facts } = command;
      if (!facts.venueExists) throw notFound(said('settlements.venueNotFound'));
      if (!facts.mayManage) throw forbidden(said('settlements.notYourVenue'));
      if (!facts.promoterWorksHere) throw notFound(said('settlements.promoterNotFound'));
      const overlapping = state.periods.find((period) => period.from <= to && from <= period.to);
      if (overlapping) throw conflict(said('settlements.alreadyPaid', { from: formatNight(overlapping.from), to: formatNight(overlapping.to) }));
      return [{ type: 'PromoterSettlementPaid', data: { clubId, promoterId, from, to, paidBy, ...figures } }];
    }
    default:
      return assertNever(command.type);
  }
}

export function evolveSettlementPayment(state: PaidPeriods, event: SettlementPaymentEvent): PaidPeriods {
  switch (event.type) {
    case 'PromoterSettlementPaid':
      return { periods: [...state.periods, { from: event.data.from, to: event.data.to }] };
    default:
      return assertNever(event.type);
  }
}

export const settlementPaymentDecider: Decider<PaidPeriods, MarkSettlementPaid, SettlementPaymentEvent> = {
  initialState: () => ({ periods: [] }),
  evolve: evolveSettlementPayment,
  decide: decideSettlementPayment,
};
