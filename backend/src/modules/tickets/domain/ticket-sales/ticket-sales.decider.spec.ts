import { say } from '@izlazak/contracts';
import { DomainError } from '#platform/commands/domain-errors';
import { decideTicketSales, type PlaceTicketOrder, type SetTicketTiers, type TicketSalesCommand } from './ticket-sales.decider';
import type { TicketSalesEvent } from './ticket-sales.events';
import { evolveTicketSales, initialTicketSales, type TicketSales } from './ticket-sales.state';

const NOW = '2026-12-10T18:00:00.000Z';
const EVENT = { live: true, clubId: 'klub', night: '2026-12-12', saleEndsAt: '2026-12-13T04:00:00.000Z' };
const PAYEE = { account: '160000000001234595', name: 'Klub d.o.o.', place: 'Beograd', paymentCode: '289', purpose: 'Ulaznice', holdMinutes: 30 };

const setTiers = (tiers: SetTicketTiers['tiers']): SetTicketTiers => ({
  type: 'SetTicketTiers',
  eventId: 'e1',
  tiers,
  event: EVENT,
  mayManage: true,
  payeeReady: true,
  byName: 'Mila',
  now: NOW,
});
const tier = (id: string, changes: Partial<SetTicketTiers['tiers'][number]> = {}) => ({ _id: id, isNew: true, name: id, price: 1000, capacity: 10, maxPerOrder: 4, ...changes });
const place = (tierId: string, quantity: number, changes: Partial<PlaceTicketOrder> = {}): PlaceTicketOrder => ({
  type: 'PlaceTicketOrder',
  orderId: `o-${Math.random()}`,
  number: 'ABCDEFGH2',
  tierId,
  quantity,
  buyer: { firstName: 'Ana', lastName: 'Ilić', email: 'ana@gost.test', phone: '0641234567' },
  seats: Array.from({ length: quantity }, (_, n) => ({ ticketId: `t${n}-${Math.random()}`, token: `token${n}` })),
  event: EVENT,
  payee: PAYEE,
  now: NOW,
  ...changes,
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
    if (error instanceof DomainError) return { status: error.statusCode, field: error.field, message: say(error.said) };
    throw error;
  }
  throw new Error('not refused');
};

describe('ticket sales', () => {
  it('holds a paid order for the hold time with an IPS QR payment, and pays a free order at once', () => {
    const { events } = run([setTiers([tier('regular')]), place('regular', 2)]);
    expect(events).toHaveLength(1);
    const placed = events[0];
    if (placed.type !== 'TicketOrderPlaced') throw new Error(placed.type);
    expect(placed.data).toMatchObject({ amount: 2000, quantity: 2, payment: { dueAt: '2026-12-10T18:30:00.000Z' } });
    expect(placed.data.payment?.ipsQr).toContain('I:RSD2000,00');

    const free = run([setTiers([tier('gratis', { price: 0 })]), place('gratis', 1)]).events;
    expect(free.map(({ type }) => type)).toEqual(['TicketOrderPlaced', 'TicketOrderPaid']);
  });

  it('never sells more than a tier has; an expired hold returns its tickets', () => {
    const first = place('regular', 4);
    expect(refusal([setTiers([tier('regular', { capacity: 5 })]), first, place('regular', 2)])).toMatchObject({ status: 409, message: 'Nema dovoljno ulaznica' });
    const later = '2026-12-10T18:31:00.000Z';
    const { events } = run([setTiers([tier('regular', { capacity: 5 })]), first, place('regular', 2, { now: later })]);
    expect(events[0].type).toBe('TicketOrderPlaced');
  });

  it('opens a wave when the tier before it is sold out, or when that one ended', () => {
    const tiers = [tier('early', { capacity: 2 }), tier('regular', { opensAfter: 'early' })];
    expect(refusal([setTiers(tiers), place('regular', 1)])).toMatchObject({ status: 409, message: 'Prodaja ove ulaznice još nije počela' });
    expect(run([setTiers(tiers), place('early', 2), place('regular', 1)]).events[0].type).toBe('TicketOrderPlaced');
    const ended = [tier('early', { capacity: 2, salesEnd: '2026-12-10T12:00:00.000Z' }), tier('regular', { opensAfter: 'early' })];
    expect(run([setTiers(ended), place('regular', 1)]).events[0].type).toBe('TicketOrderPlaced');
  });

  it('refuses a wave that waits for itself and a paid tier without an account, naming the field', () => {
    expect(refusal([setTiers([tier('a', { opensAfter: 'b' }), tier('b', { opensAfter: 'a' })])])).toMatchObject({ status: 400, field: 'tiers.0.opensAfter' });
    expect(refusal([{ ...setTiers([tier('a')]), payeeReady: false }])).toMatchObject({ status: 400, field: 'tiers.0.price' });
  });

  it('admits a ticket once, a replay of the same device command changes nothing, and a passed-on ticket is gone', () => {
    const free = place('gratis', 1);
    const base = [setTiers([tier('gratis', { price: 0 })]), free];
    const ticketId = free.seats[0].ticketId;
    const admit = { type: 'AdmitTicket' as const, ticketId, commandId: 'vrata-0001', mayAdmit: true, byUserId: 'u1', byName: 'Marko', now: '2026-12-12T22:41:00.000Z' };
    expect(run([...base, admit, admit]).events).toEqual([]);
    expect(refusal([...base, admit, { ...admit, commandId: 'vrata-0002' }])).toMatchObject({ status: 409, message: 'Ulaznica iskorišćena u 23:41, Marko' });
    const transfer = {
      type: 'TransferTicket' as const,
      token: 'token0',
      newTicketId: 'novi',
      newToken: 'novitoken',
      to: { firstName: 'Mia', lastName: 'Ras', email: 'mia@x.test' },
      now: NOW,
    };
    expect(refusal([...base, transfer, admit])).toMatchObject({ status: 410 });
    expect(run([...base, transfer, { ...admit, ticketId: 'novi' }]).events[0].type).toBe('TicketAdmitted');
  });
  it("answers a repeated 'Obavesti me' of a waiting address as a new place, and tells only its owner where they wait", () => {
    const join = (entryId: string, name: string, email: string, quantity: number): TicketSalesCommand => ({
      type: 'JoinTicketWaitlist',
      entryId,
      token: `token-${entryId}`,
      tierId: 'regular',
      quantity,
      buyer: { firstName: name, lastName: 'Gost', email, phone: '0641234567' },
      event: EVENT,
      now: NOW,
      ...(name === 'Mia' ? { locale: 'en' as const } : {}),
    });
    const soldOut = [setTiers([tier('regular', { capacity: 2 })]), place('regular', 2)];
    const { state, events } = run([...soldOut, join('w1', 'Lea', 'lea@gost.test', 1), join('w2', 'Mia', 'mia@gost.test', 2), join('w3', 'Neko', ' MIA@gost.test ', 1)]);
    expect(events).toEqual([
      {
        type: 'TicketWaitlistJoinRepeated',
        data: expect.objectContaining({
          entryId: 'w2',
          attemptId: 'w3',
          tierId: 'regular',
          quantity: 1,
          position: 2,
          guest: { firstName: 'Mia', email: 'mia@gost.test', locale: 'en' },
        }),
      },
    ]);
    expect(state.waitlist.map((entry) => [entry.entryId, entry.quantity])).toEqual([
      ['w1', 1],
      ['w2', 2],
    ]);
  });
});
