import { BANK_STATEMENT_MESSAGES as MESSAGES, said, say, type StatementMapping } from '@izlazak/contracts';
import { assertNever, type Decider, type DomainEvent } from '#platform/commands/decider';
import { conflict, forbidden, notFound } from '#platform/commands/domain-errors';
import type { Actor } from '#platform/event-store/event-store.port';
import { runsVenue } from '../../../reservations/domain/table-night';
import type { GuestContact, RecordedLine, StatementLine } from './statement-line';

/**
 * Each incoming payment of a venue's bank statements lives in its own stream, named by the line's
 * id: recording it is the first event of that stream, so the same statement imported twice (or
 * twice at once) records each payment once, the second import finding it there.
 */
export const statementLineStream = (clubId: string, lineId: string) => `bank-line-${clubId}-${lineId}`;

/** The venue's CSV column mapping, saved with an import and used when the next one sends none. */
export const statementMappingStream = (clubId: string) => `bank-mapping-${clubId}`;

/**
 * What a line pays: a reservation's deposit (`reservationId`, `code` its 8-character number) or an
 * order of tickets (`orderId`, `code` its 9-character number; `reservationId` is '' then).
 */
export interface LineMatch {
  reservationId: string;
  code: string;
  orderId?: string;
}

/** The one thing a line is booked to: an order of tickets or a reservation. */
export const ownerOfMatch = (match: LineMatch): string => (match.orderId ? `order:${match.orderId}` : match.reservationId);

export type StatementLineRecorded = DomainEvent<'StatementLineRecorded', { clubId: string; line: RecordedLine; match: LineMatch | null; reason: string | null }>;
export type StatementLineAssigned = DomainEvent<'StatementLineAssigned', { clubId: string; lineId: string; match: LineMatch; byName: string }>;
/**
 * 'Višak uplate': the line was booked to a reservation whose deposit was already paid (by another
 * transfer, or marked by hand): the money is the venue's to refund. `night` is the reservation's,
 * the night the reports count it on.
 */
export type StatementLineOverpaid = DomainEvent<'StatementLineOverpaid', { clubId: string; lineId: string; match: LineMatch; amount: number; night: string; reason: string }>;
/** The payment the line was booked to was refused (the hold ran out meanwhile): the line waits to be assigned again, with the reason. */
export type StatementLineReleased = DomainEvent<'StatementLineReleased', { clubId: string; lineId: string; reason: string }>;
/** The venue sent an overpayment back to its payer ('Vraćeno'): the line leaves 'Višak uplate'. */
export type StatementLineRefunded = DomainEvent<'StatementLineRefunded', { clubId: string; lineId: string; match: LineMatch; byName: string }>;
export type StatementMappingSaved = DomainEvent<'StatementMappingSaved', { clubId: string; mapping: StatementMapping }>;
export type StatementLineEvent = StatementLineRecorded | StatementLineAssigned | StatementLineOverpaid | StatementLineReleased | StatementLineRefunded;

export interface StatementLineState {
  recorded: boolean;
  /** The reservation the line is booked to: the line's owner, decided once (the stream's revision lets one booking through). */
  match: LineMatch | null;
  overpaid: boolean;
  refunded: boolean;
}

export interface RecordStatementLine {
  type: 'RecordStatementLine';
  clubId: string;
  line: StatementLine;
  match: LineMatch | null;
  /** The matched reservation's guest, whose key seals the payer's name. */
  guest: GuestContact | null;
  reason: string | null;
}

/** 'Dodeli': the venue books an unmatched payment to a reservation by hand. */
export interface AssignStatementLine {
  type: 'AssignStatementLine';
  actor: Actor;
  clubId: string;
  lineId: string;
  match: LineMatch;
  byName: string;
}

/** What became of the payment the line was booked to: it paid the deposit (nothing to add), the deposit was paid already, or it was refused. */
export interface SettleStatementLine {
  type: 'SettleStatementLine';
  clubId: string;
  lineId: string;
  match: LineMatch;
  outcome: { kind: 'overpaid'; amount: number; night: string } | { kind: 'refused'; reason: string };
}

/** 'Vraćeno': the venue marks an overpayment as sent back to the payer. */
export interface RefundOverpaidLine {
  type: 'RefundOverpaidLine';
  actor: Actor;
  clubId: string;
  lineId: string;
  byName: string;
}

export type StatementLineCommand = RecordStatementLine | AssignStatementLine | SettleStatementLine | RefundOverpaidLine;

export const statementLineDecider: Decider<StatementLineState, StatementLineCommand, StatementLineEvent> = {
  initialState: () => ({ recorded: false, match: null, overpaid: false, refunded: false }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'StatementLineRecorded':
        return { recorded: true, match: event.data.match, overpaid: false, refunded: false };
      case 'StatementLineAssigned':
        return { ...state, match: event.data.match };
      case 'StatementLineOverpaid':
        return { ...state, overpaid: true };
      case 'StatementLineReleased':
        return { ...state, match: null, overpaid: false };
      case 'StatementLineRefunded':
        return { ...state, refunded: true };
      default:
        return assertNever(event);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'RecordStatementLine': {
        if (state.recorded) return [];
        const { clubId, line, match, guest, reason } = command;
        return [{ type: 'StatementLineRecorded', data: { clubId, line: match && guest ? { ...line, ...guest } : line, match, reason: match ? null : reason } }];
      }
      case 'AssignStatementLine': {
        if (!runsVenue(command.actor, command.clubId)) throw forbidden();
        if (!state.recorded) throw notFound(MESSAGES.lineNotFound);
        if (state.match && ownerOfMatch(state.match) === ownerOfMatch(command.match)) return [];
        if (state.match) throw conflict(MESSAGES.lineAssigned, 'code');
        const { clubId, lineId, match, byName } = command;
        return [{ type: 'StatementLineAssigned', data: { clubId, lineId, match, byName } }];
      }
      case 'SettleStatementLine': {
        // Only the line's owner settles it, once.
        if (!state.match || ownerOfMatch(state.match) !== ownerOfMatch(command.match) || state.overpaid) return [];
        const { clubId, lineId, match, outcome } = command;
        const reason = match.orderId ? say(said('tickets.lineOverpaid', { number: match.code })) : MESSAGES.overpaid(match.code);
        return outcome.kind === 'overpaid'
          ? [{ type: 'StatementLineOverpaid', data: { clubId, lineId, match, amount: outcome.amount, night: outcome.night, reason } }]
          : [{ type: 'StatementLineReleased', data: { clubId, lineId, reason: outcome.reason } }];
      }
      case 'RefundOverpaidLine': {
        if (!runsVenue(command.actor, command.clubId)) throw forbidden();
        if (!state.recorded) throw notFound(MESSAGES.lineNotFound);
        if (state.refunded) return [];
        if (!state.overpaid || !state.match) throw conflict(MESSAGES.refundOnlyOverpaid);
        const { clubId, lineId, byName } = command;
        return [{ type: 'StatementLineRefunded', data: { clubId, lineId, match: state.match, byName } }];
      }
      default:
        return assertNever(command);
    }
  },
};

export interface SaveStatementMapping {
  type: 'SaveStatementMapping';
  clubId: string;
  mapping: StatementMapping;
}

export const statementMappingDecider: Decider<{ mapping: StatementMapping | null }, SaveStatementMapping, StatementMappingSaved> = {
  initialState: () => ({ mapping: null }),
  evolve: (_state, event) => ({ mapping: event.data.mapping }),
  decide: ({ clubId, mapping }, state) => (JSON.stringify(state.mapping) === JSON.stringify(mapping) ? [] : [{ type: 'StatementMappingSaved', data: { clubId, mapping } }]),
};
