import { say } from '@izlazak/contracts';
import { DomainError } from '#platform/commands/domain-errors';
import { decideTicketSales, type TicketSalesCommand } from './ticket-sales.decider';
import type { TicketSalesEvent } from './ticket-sales.events';
import { availableOf, evolveTicketSales, initialTicketSales, soldOf, type TicketSales } from './ticket-sales.state';

const NOW = '2026-12-10T18:00:00.000Z';
const EVENT = { live: true, clubId: 'klub', night: '2026-12-12', saleEndsAt: '2026-12-13T04:00:00.000Z' };
/** 22:00 in Belgrade on the night. */
const STARTS_AT = '2026-12-12T21:00:00.000Z';
const PAYEE = { account: '160000000001234595', name: 'Klub d.o.o.', place: 'Beograd', paymentCode: '289', purpose: 'Ulaznice', holdMinutes: 30 };

const setTiers = (capacity = 10): TicketSalesCommand => ({
  type: 'SetTicketTiers',
  eventId: 'e1',
  tiers: [
    { _id: 'regular', isNew: true, name: 'Regular', price: 1000, capacity, maxPerOrder: 4 },
    { _id: 'free', isNew: true, name: 'Gratis', price: 0, capacity: 10, maxPerOrder: 4 },
  ],
  event: EVENT,
  mayManage: true,
  payeeReady: true,
  byName: 'Mila',
  now: NOW,
});
const place = (orderId: string, tierId = 'regular', email = 'ana@gost.test'): TicketSalesCommand => ({
  type: 'PlaceTicketOrder',
  orderId,
  number: 'ABCDEFGH2',
  tierId,
  quantity: 2,
  buyer: { firstName: 'Ana', lastName: 'Ilić', email, phone: '0641234567' },
  seats: [
    { ticketId: `${orderId}-t1`, token: `${orderId}-token1` },
    { ticketId: `${orderId}-t2`, token: `${orderId}-token2` },
  ],
  event: EVENT,
  payee: PAYEE,
  now: NOW,
});
const pay = (orderId: string): TicketSalesCommand => ({ type: 'PayTicketOrder', orderId, amount: null, lineId: 'line-1', mayRecord: true, byName: '', now: NOW });
const refundTicket = (ticketId: string, changes: Partial<{ mayRefund: boolean; eventLive: boolean }> = {}): TicketSalesCommand => ({
  type: 'RefundTicket',
  ticketId,
  mayRefund: true,
  eventLive: true,
  byName: 'Mila',
  now: NOW,
  ...changes,
});
const cancel = (token: string, changes: Partial<{ cancelHours: number | null; now: string; eventLive: boolean }> = {}): TicketSalesCommand => ({
  type: 'CancelTicket',
  token,
  eventLive: true,
  startsAt: STARTS_AT,
  cancelHours: 24,
  locale: 'en',
  now: NOW,
  ...changes,
});
const ticketDone = (ticketId: string, mayRefund = true): TicketSalesCommand => ({ type: 'MarkTicketRefunded', ticketId, mayRefund, byName: 'Mila', now: NOW });
const orderRefund = (orderId: string): TicketSalesCommand => ({ type: 'RefundTicketOrder', orderId, mayRefund: true, eventCancelled: false, byName: 'Mila', now: NOW });
const admit = (ticketId: string): TicketSalesCommand => ({ type: 'AdmitTicket', ticketId, commandId: null, mayAdmit: true, byUserId: 'u1', byName: 'Marko', now: NOW });
const transfer = (token: string): TicketSalesCommand => ({
  type: 'TransferTicket',
  token,
  newTicketId: 'friend-t',
  newToken: 'friend-token',
  to: { firstName: 'Mirko', lastName: 'Drugović', email: 'mirko@gost.test' },
  now: NOW,
});
const join = (entryId: string): TicketSalesCommand => ({
  type: 'JoinTicketWaitlist',
  entryId,
  token: `${entryId}-token`,
  tierId: 'regular',
  quantity: 1,
  buyer: { firstName: 'Vera', lastName: 'Čeka', email: 'vera@gost.test', phone: '0647654321' },
  event: EVENT,
  now: NOW,
});

function run(commands: TicketSalesCommand[]): { state: TicketSales; events: TicketSalesEvent[] } {
  let state = initialTicketSales();
  let events: TicketSalesEvent[] = [];
  for (const command of commands) {
    events = decideTicketSales(command, state);
    state = events.reduce(evolveTicketSales, state);
  }
  return { state, events };
}

const refusal = (commands: TicketSalesCommand[]) => {
  try {
    run(commands);
  } catch (error) {
    if (error instanceof DomainError) return { status: error.statusCode, message: say(error.said) };
    throw error;
  }
  throw new Error('not refused');
};

const typeAndAmount = (event: TicketSalesEvent) => [event.type, (event.data as { amount?: number }).amount];

const paidTwo = [setTiers(), place('o1'), pay('o1')];
const regular = (state: TicketSales) => state.tiers.find((tier) => tier.tierId === 'regular')!;

describe('a single ticket refunded by the venue', () => {
  it("voids that ticket alone: owed its price to the payer, its place back on sale, the order's other ticket still admits", () => {
    const { events, state } = run([...paidTwo, refundTicket('o1-t1')]);
    expect(events).toEqual([
      {
        type: 'TicketRefundDue',
        data: expect.objectContaining({
          ticketId: 'o1-t1',
          orderId: 'o1',
          amount: 1000,
          by: 'venue',
          byName: 'Mila',
          holder: { firstName: 'Ana', lastName: 'Ilić', email: 'ana@gost.test' },
        }),
      },
    ]);
    expect([availableOf(state, regular(state), NOW), soldOf(state, 'regular')]).toEqual([9, 1]);
    expect(refusal([...paidTwo, refundTicket('o1-t1'), admit('o1-t1')])).toEqual({ status: 410, message: 'Ova ulaznica je vraćena (povraćaj novca) i više ne važi' });
    expect(run([...paidTwo, refundTicket('o1-t1'), admit('o1-t2')]).events.map(({ type }) => type)).toEqual(['TicketAdmitted']);
    expect(refusal([...paidTwo, refundTicket('o1-t1'), transfer('o1-token1')])).toMatchObject({ status: 410 });
  });

  it('refuses a ticket refunded already, one used at the door, one passed on, one of a cancelled event, a stranger and no ticket', () => {
    expect(refusal([...paidTwo, refundTicket('o1-t1'), refundTicket('o1-t1')])).toEqual({ status: 409, message: 'Ulaznica je već vraćena ili otkazana' });
    expect(refusal([...paidTwo, orderRefund('o1'), refundTicket('o1-t1')])).toEqual({ status: 409, message: 'Ulaznica je već vraćena ili otkazana' });
    expect(refusal([...paidTwo, admit('o1-t1'), refundTicket('o1-t1')])).toMatchObject({
      status: 409,
      message: 'Ulaznica je već iskorišćena na ulazu: ne može se vratiti ni otkazati',
    });
    expect(refusal([...paidTwo, transfer('o1-token1'), refundTicket('o1-t1')])).toMatchObject({ status: 410 });
    expect(run([...paidTwo, transfer('o1-token1'), refundTicket('friend-t')]).events[0]).toMatchObject({ type: 'TicketRefundDue', data: { ticketId: 'friend-t', amount: 1000 } });
    expect(refusal([...paidTwo, refundTicket('o1-t1', { eventLive: false })])).toMatchObject({
      status: 409,
      message: 'Događaj je otkazan: objekat vraća novac za celu porudžbinu',
    });
    expect(refusal([...paidTwo, refundTicket('o1-t1', { mayRefund: false })])).toMatchObject({ status: 403 });
    expect(refusal([...paidTwo, refundTicket('nema')])).toMatchObject({ status: 404 });
  });

  it("is marked sent once ('Vraćeno'); a ticket nothing is owed for is refused", () => {
    expect(run([...paidTwo, refundTicket('o1-t1'), ticketDone('o1-t1')]).events).toEqual([
      { type: 'TicketRefunded', data: expect.objectContaining({ ticketId: 'o1-t1', orderId: 'o1', amount: 1000 }) },
    ]);
    expect(run([...paidTwo, refundTicket('o1-t1'), ticketDone('o1-t1'), ticketDone('o1-t1')]).events).toEqual([]);
    expect(refusal([...paidTwo, refundTicket('o1-t1'), ticketDone('o1-t2')])).toEqual({ status: 409, message: 'Za ovu ulaznicu se ne duguje povraćaj' });
    expect(refusal([...paidTwo, refundTicket('o1-t1'), ticketDone('o1-t1', false)])).toMatchObject({ status: 403 });
  });

  it('voids a free ticket and settles it at once: nothing is owed', () => {
    const { events, state } = run([setTiers(), place('o2', 'free'), refundTicket('o2-t1')]);
    expect(events.map(typeAndAmount)).toEqual([
      ['TicketRefundDue', 0],
      ['TicketRefunded', 0],
    ]);
    expect(state.tickets['o2-t1'].refund).toBe('done');
    expect(refusal([setTiers(), place('o2', 'free'), refundTicket('o2-t1'), admit('o2-t1')])).toMatchObject({ status: 410 });
  });

  it("gives the place to the first who waits for a sold-out tier ('Obavesti me')", () => {
    const { events } = run([setTiers(2), place('o1'), pay('o1'), join('w1'), refundTicket('o1-t2')]);
    expect(events.map(({ type }) => type)).toEqual(['TicketRefundDue', 'TicketOfferMade']);
    expect(events[1].data).toMatchObject({ entryId: 'w1', quantity: 1 });
  });

  it('a refund of the whole order afterwards owes the rest; with every ticket refunded alone it owes nothing more', () => {
    const rest = run([...paidTwo, refundTicket('o1-t1'), orderRefund('o1')]);
    expect(rest.events).toEqual([{ type: 'TicketOrderRefundDue', data: expect.objectContaining({ orderId: 'o1', amount: 1000 }) }]);
    const none = run([...paidTwo, refundTicket('o1-t1'), refundTicket('o1-t2'), orderRefund('o1')]);
    expect(none.events.map(typeAndAmount)).toEqual([
      ['TicketOrderRefundDue', 0],
      ['TicketOrderRefunded', 0],
    ]);
  });
});

describe('a guest cancels their ticket', () => {
  it("until the venue's hours before the start: as the venue's refund, recorded as the guest's, in the language of the page", () => {
    const { events, state } = run([...paidTwo, cancel('o1-token2')]);
    expect(events).toEqual([
      {
        type: 'TicketRefundDue',
        data: expect.objectContaining({ ticketId: 'o1-t2', amount: 1000, by: 'guest', byName: 'Ana', locale: 'en', holder: expect.objectContaining({ email: 'ana@gost.test' }) }),
      },
    ]);
    expect(availableOf(state, regular(state), NOW)).toBe(9);
    expect(run([...paidTwo, cancel('o1-token2', { cancelHours: 0, now: '2026-12-12T20:59:00.000Z' })]).events).toHaveLength(1);
  });

  it('refuses when the venue does not allow it, past the time, twice, after the door, and for a code passed on', () => {
    expect(refusal([...paidTwo, cancel('o1-token1', { cancelHours: null })])).toEqual({ status: 409, message: 'Objekat ne dozvoljava da gosti sami otkažu ulaznice' });
    expect(refusal([...paidTwo, cancel('o1-token1', { now: '2026-12-11T21:00:00.000Z' })])).toEqual({
      status: 409,
      message: 'Rok za otkazivanje je prošao: ulaznica se mogla otkazati do 11.12.2026 22:00',
    });
    expect(refusal([...paidTwo, cancel('o1-token1'), cancel('o1-token1')])).toEqual({ status: 409, message: 'Ulaznica je već vraćena ili otkazana' });
    expect(refusal([...paidTwo, admit('o1-t1'), cancel('o1-token1')])).toMatchObject({ status: 409 });
    expect(refusal([...paidTwo, transfer('o1-token1'), cancel('o1-token1')])).toMatchObject({ status: 410 });
    expect(run([...paidTwo, transfer('o1-token1'), cancel('friend-token')]).events[0].data).toMatchObject({ ticketId: 'friend-t', by: 'guest', holder: { firstName: 'Mirko' } });
    expect(refusal([...paidTwo, cancel('nema')])).toMatchObject({ status: 404 });
  });
});
