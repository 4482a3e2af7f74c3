import { say } from '@izlazak/contracts';
import { DomainError } from '#platform/commands/domain-errors';
import { decideTicketSales, type TicketSalesCommand } from './ticket-sales.decider';
import type { TicketSalesEvent } from './ticket-sales.events';
import { evolveTicketSales, initialTicketSales, type TicketSales } from './ticket-sales.state';

const NOW = '2026-12-10T18:00:00.000Z';
const EVENT = { live: true, clubId: 'klub', night: '2026-12-12', saleEndsAt: '2026-12-13T04:00:00.000Z' };
const PAYEE = { account: '160000000001234595', name: 'Klub d.o.o.', place: 'Beograd', paymentCode: '289', purpose: 'Ulaznice', holdMinutes: 30 };

const setTiers: TicketSalesCommand = {
  type: 'SetTicketTiers',
  eventId: 'e1',
  tiers: [
    { _id: 'regular', isNew: true, name: 'Regular', price: 1000, capacity: 10, maxPerOrder: 4 },
    { _id: 'free', isNew: true, name: 'Gratis', price: 0, capacity: 10, maxPerOrder: 4 },
  ],
  event: EVENT,
  mayManage: true,
  payeeReady: true,
  byName: 'Mila',
  now: NOW,
};
const place = (orderId: string, tierId = 'regular'): TicketSalesCommand => ({
  type: 'PlaceTicketOrder',
  orderId,
  number: 'ABCDEFGH2',
  tierId,
  quantity: 2,
  buyer: { firstName: 'Ana', lastName: 'Ilić', email: 'ana@gost.test', phone: '0641234567' },
  seats: [
    { ticketId: `${orderId}-t1`, token: `${orderId}-token1` },
    { ticketId: `${orderId}-t2`, token: `${orderId}-token2` },
  ],
  event: EVENT,
  payee: PAYEE,
  now: NOW,
});
const pay = (orderId: string, lineId: string | null = null): TicketSalesCommand => ({
  type: 'PayTicketOrder',
  orderId,
  amount: null,
  lineId,
  mayRecord: true,
  byName: '',
  now: NOW,
});
const refund = (orderId: string, changes: Partial<{ mayRefund: boolean; eventCancelled: boolean }> = {}): TicketSalesCommand => ({
  type: 'RefundTicketOrder',
  orderId,
  mayRefund: true,
  eventCancelled: false,
  byName: 'Mila',
  now: NOW,
  ...changes,
});
const done = (orderId: string, changes: Partial<{ mayRefund: boolean; eventCancelled: boolean }> = {}): TicketSalesCommand => ({
  type: 'MarkTicketOrderRefunded',
  orderId,
  mayRefund: true,
  eventCancelled: false,
  byName: 'Mila',
  now: NOW,
  ...changes,
});
const admit = (ticketId: string): TicketSalesCommand => ({ type: 'AdmitTicket', ticketId, commandId: null, mayAdmit: true, byUserId: 'u1', byName: 'Marko', now: NOW });

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

describe('ticket refunds', () => {
  it('owes a refunded paid order back, voids its tickets at the door, and marks it sent once', () => {
    const { events, state } = run([setTiers, place('o1'), pay('o1', 'line-1'), refund('o1')]);
    expect(events).toEqual([{ type: 'TicketOrderRefundDue', data: expect.objectContaining({ orderId: 'o1', amount: 2000, reason: 'venue' }) }]);
    expect(state.orders.o1.refund).toBe('due');
    expect(run([setTiers, place('o1'), pay('o1'), refund('o1'), refund('o1')]).events).toEqual([]);
    expect(refusal([setTiers, place('o1'), pay('o1'), refund('o1'), admit('o1-t1')])).toEqual({ status: 410, message: 'Ova ulaznica je vraćena (povraćaj novca) i više ne važi' });

    const sent = run([setTiers, place('o1'), pay('o1'), refund('o1'), done('o1')]);
    expect(sent.events.map(({ type }) => type)).toEqual(['TicketOrderRefunded']);
    expect(run([setTiers, place('o1'), pay('o1'), refund('o1'), done('o1'), done('o1')]).events).toEqual([]);
  });

  it('refuses an unpaid order, a stranger, and a refund marked sent that was never owed', () => {
    expect(refusal([setTiers, place('o1'), refund('o1')])).toMatchObject({ status: 409, message: 'Porudžbina nije plaćena: nema šta da se vrati' });
    expect(refusal([setTiers, place('o1'), pay('o1'), refund('o1', { mayRefund: false })])).toMatchObject({ status: 403 });
    expect(refusal([setTiers, place('o1'), pay('o1'), done('o1')])).toMatchObject({ status: 409, message: 'Za ovu porudžbinu se ne duguje povraćaj' });
    expect(refusal([setTiers, refund('nema')])).toMatchObject({ status: 404 });
  });

  it("owes a cancelled event's paid orders back: marked sent, the refund is recorded as due for the cancellation first", () => {
    const { events } = run([setTiers, place('o1'), pay('o1'), done('o1', { eventCancelled: true })]);
    expect(events.map(({ type }) => type)).toEqual(['TicketOrderRefundDue', 'TicketOrderRefunded']);
    expect(events[0].data).toMatchObject({ reason: 'eventCancelled' });
  });

  it('settles a free order at once: nothing is owed, its tickets are void', () => {
    const { events, state } = run([setTiers, place('o2', 'free'), refund('o2')]);
    expect(events.map(({ type }) => type)).toEqual(['TicketOrderRefundDue', 'TicketOrderRefunded']);
    expect(state.orders.o2.refund).toBe('done');
    expect(refusal([setTiers, place('o2', 'free'), refund('o2'), admit('o2-t1')])).toMatchObject({ status: 410 });
  });
});
