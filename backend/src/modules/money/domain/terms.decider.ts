import {
  DEFAULT_DEPOSIT_HOLD_MINUTES,
  DEFAULT_PAYMENT_CODE,
  DEFAULT_PAYMENT_PURPOSE,
  TERMS_MESSAGES as MESSAGES,
  termsScopeKey,
  type TermsRuleView,
  type VenueTermsInput,
  type VenueTermsView,
} from '@izlazak/contracts';
import { assertNever, type Decider, type DomainEvent } from '#platform/commands/decider';
import { badRequest, notFound } from '#platform/commands/domain-errors';
import type { Actor } from '#platform/event-store/event-store.port';
import { assertMayManageVenue } from '../../venues/domain/venue-access';
import { checkAccount } from './account';
import { IpsQrError, ipsQrText, type PaymentSlipField } from './ips-qr';
import { reservationPaymentReference } from './model97';
import { withVenuePayment, type VenuePayment } from './venue-payment';

/**
 * A venue's terms live in one stream, `terms-<clubId>`: one save replaces them whole (the rules and
 * the payee data of the payment slip), and the stream's revision is their version, so an edit made
 * from an older version is refused like every other edit.
 */
export const termsStream = (clubId: string) => `terms-${clubId}`;

/** One rule: its scope (a table or a zone or the whole venue; a night or an event or every night) and its values. */
export type TermsRule = TermsRuleView;

/** As stored: the slip's payee data as the view shows them, but the account in its 18 digits. */
export interface VenueTerms extends Pick<VenueTermsView, 'payeeName' | 'payeePlace' | 'paymentCode' | 'paymentPurpose' | 'depositHoldMinutes'> {
  /** 18 digits, checked; null: the venue asks no deposits. */
  paymentAccount: string | null;
  /** Absent (terms saved before it existed): true. */
  confirmOnDeposit?: boolean;
  rules: TermsRule[];
}

export type VenueTermsSet = DomainEvent<'VenueTermsSet', { clubId: string; terms: VenueTerms }>;
export type TermsEvent = VenueTermsSet;

export interface TermsState {
  terms: VenueTerms | null;
}

export const initialTermsState = (): TermsState => ({ terms: null });

export function evolveTerms(state: TermsState, event: TermsEvent): TermsState {
  switch (event.type) {
    case 'VenueTermsSet':
      return { terms: event.data.terms };
    default:
      return assertNever(event.type);
  }
}

/** What the venue's tables and events are, read by the handler: a rule names only the venue's own. */
export interface VenueFacts {
  exists: boolean;
  /** The venue's tables (not removed), by id. */
  tableIds: ReadonlySet<string>;
  /** The venue's events (not deleted), by id. */
  eventIds: ReadonlySet<string>;
}

export interface SetVenueTerms {
  type: 'SetVenueTerms';
  actor: Actor;
  clubId: string;
  venue: VenueFacts;
  /** The terms as the schema read them; `rulesOnly`: the body was a bare list, the payee data stays. */
  input: VenueTermsInput;
  rulesOnly?: boolean;
  /** The venue's payment details as its settings hold them now: a bare list of rules is checked against them. */
  payment?: VenuePayment;
}

export type TermsCommand = SetVenueTerms;

function setTerms(command: SetVenueTerms, state: TermsState): TermsEvent[] {
  if (!command.venue.exists) throw notFound(MESSAGES.venueNotFound);
  assertMayManageVenue(command.actor, command.clubId);
  const terms = normalised(command, state);
  if (state.terms && sameTerms(state.terms, terms)) return [];
  return [{ type: 'VenueTermsSet', data: { clubId: command.clubId, terms } }];
}

function normalised({ input, rulesOnly, venue, payment }: SetVenueTerms, state: TermsState): VenueTerms {
  const kept = rulesOnly ? withVenuePayment(state.terms ?? NO_PAYEE_TERMS, payment ?? {}) : null;
  const payee = kept
    ? {
        paymentAccount: kept.paymentAccount,
        payeeName: kept.payeeName,
        payeePlace: kept.payeePlace,
        paymentCode: kept.paymentCode,
        paymentPurpose: kept.paymentPurpose,
        depositHoldMinutes: kept.depositHoldMinutes,
      }
    : { ...checkedPayee(input), depositHoldMinutes: input.depositHoldMinutes };
  const rules = input.rules.map((rule, index) => {
    const at = (field: string) => `rules.${index}.${field}`;
    if (rule.tableId && !venue.tableIds.has(rule.tableId)) throw badRequest(MESSAGES.tableOfAnotherVenue, at('tableId'));
    if (rule.eventId && !venue.eventIds.has(rule.eventId)) throw badRequest(MESSAGES.eventOfAnotherVenue, at('eventId'));
    return {
      zone: rule.zone ?? null,
      tableId: rule.tableId ?? null,
      night: rule.night ?? null,
      eventId: rule.eventId ?? null,
      minimumSpend: rule.minimumSpend,
      package: rule.package,
      deposit: rule.deposit,
      freeCancelHours: rule.freeCancelHours,
      lateCancel: rule.lateCancel,
      noShow: rule.noShow,
    } satisfies TermsRule;
  });
  // The schema checks these too; a bare list of rules meets the payee data only here.
  const seen = new Set<string>();
  rules.forEach((rule, index) => {
    const key = termsScopeKey(rule);
    if (seen.has(key)) throw badRequest(MESSAGES.sameScope, `rules.${index}`);
    seen.add(key);
  });
  if (rules.some((rule) => rule.deposit > 0)) {
    if (!payee.paymentAccount) throw badRequest(MESSAGES.accountRequired, 'paymentAccount');
    if (!payee.payeeName) throw badRequest(MESSAGES.payeeNameRequired, 'payeeName');
  }
  const confirmOnDeposit = rulesOnly ? kept?.confirmOnDeposit !== false : input.confirmOnDeposit;
  return { ...payee, confirmOnDeposit, rules };
}

const SLIP_FIELDS: Record<PaymentSlipField, string> = {
  payeeName: 'payeeName',
  payeePlace: 'payeePlace',
  payeeAccount: 'paymentAccount',
  amount: 'rules',
  payer: 'payeeName',
  paymentCode: 'paymentCode',
  purpose: 'paymentPurpose',
  reference: 'paymentPurpose',
};

type Payee = Omit<VenueTerms, 'rules' | 'depositHoldMinutes'>;

/** The payee data as the slip will carry it: the account checked, and a sample slip made of it so that no guest ever gets one a bank app refuses. */
function checkedPayee(input: VenueTermsInput): Payee {
  const { payeeName, payeePlace, paymentCode, paymentPurpose } = input;
  if (input.paymentAccount === '') return { paymentAccount: null, payeeName, payeePlace, paymentCode, paymentPurpose };
  const account = checkAccount(input.paymentAccount);
  if (!account.valid) throw badRequest(account.problem, 'paymentAccount');
  const payee = { paymentAccount: account.account, payeeName, payeePlace, paymentCode, paymentPurpose };
  const problem = slipProblem(payee);
  if (problem) throw badRequest(problem.message, problem.field);
  return payee;
}

/** What a bank app would refuse on a slip of this payee (a sample slip is made of it), naming the field; null: nothing. */
export function slipProblem(payee: Payee): { field: string; message: string } | null {
  const { payeeName, payeePlace, paymentCode, paymentPurpose, paymentAccount } = payee;
  if (!paymentAccount || payeeName === '') return null;
  try {
    ipsQrText({
      payeeName,
      payeePlace,
      payeeAccount: paymentAccount,
      amount: 1,
      paymentCode,
      purpose: `${paymentPurpose} ABCD2345`,
      reference: reservationPaymentReference('ABCD2345'),
    });
    return null;
  } catch (error) {
    if (error instanceof IpsQrError) return { field: SLIP_FIELDS[error.field], message: error.message };
    throw error;
  }
}

/** A venue's terms before any were saved: what a bare list of rules keeps of the slip's data. */
export const NO_PAYEE_TERMS: VenueTerms = {
  paymentAccount: null,
  payeeName: '',
  payeePlace: '',
  paymentCode: DEFAULT_PAYMENT_CODE,
  paymentPurpose: DEFAULT_PAYMENT_PURPOSE,
  depositHoldMinutes: DEFAULT_DEPOSIT_HOLD_MINUTES,
  confirmOnDeposit: true,
  rules: [],
};

const sameTerms = (a: VenueTerms, b: VenueTerms) => JSON.stringify(a) === JSON.stringify(b);

export function decideTerms(command: TermsCommand, state: TermsState): TermsEvent[] {
  switch (command.type) {
    case 'SetVenueTerms':
      return setTerms(command, state);
    default:
      return assertNever(command.type);
  }
}

export const termsDecider: Decider<TermsState, TermsCommand, TermsEvent> = {
  initialState: initialTermsState,
  evolve: evolveTerms,
  decide: decideTerms,
};
