import type { TicketOfferView, TicketOrderView, TicketTiersView, TicketWaitlistEntryView } from '@izlazak/contracts';
import { addDays, nightOf } from '../../backend/src/modules/events/domain/venue-night';
import { ticketSalesDecider } from '../../backend/src/modules/tickets/domain/ticket-sales/ticket-sales.decider';
import { ticketSalesStream } from '../../backend/src/modules/tickets/domain/ticket-sales/ticket-sales.events';
import { systemContext } from '../../backend/src/platform/commands/command-context';
import { EventSourcedRepository } from '../../backend/src/platform/commands/event-sourced-repository';
import { ScheduledCommands } from '../../backend/src/platform/scheduling/scheduled-commands';
import { appPerSuite, readModelsCaughtUp } from '../support/app';
import { waitForMail } from '../support/mailbox';
import { staffedVenue } from '../support/venues';

/** An answer's body, or the refusal's `{ field, message }`. */
type Refusable<T> = T & { field?: string; message?: string };
const PAYEE = { paymentAccount: '160-12345-95', payeeName: 'Klub Talas d.o.o.', payeePlace: 'Beograd', rules: [] };
const buyer = (name: string) => ({ firstName: name, lastName: 'Gost', email: `${name.toLowerCase()}@cekanje.test`, phone: '+381 64 765 4321' });

/** 'Obavesti me': tickets that come back go to those who waited, in order, all they asked for, for a set time. */
describe('Tickets: the waiting list', () => {
  const app = appPerSuite({ env: { RATE_LIMIT_PER_WINDOW: '0' } });
  const { api } = app;
  let managerToken: string, clubId: string;

  beforeAll(async () => {
    ({ clubId, managerToken } = await staffedVenue(app, { name: 'Klub Talas', openEveryNight: true, tables: [{ name: 'Sto 1', maxPersons: 4 }], staffEmail: 'vrata@talas.test' }));
    expect((await api.put(`/api/club/${clubId}/terms`, PAYEE, managerToken)).status).toBe(200);
  });

  const offerLinkIn = async (name: string) => {
    const mail = await waitForMail(app.mailDir, (m) => m.to.includes(`${name.toLowerCase()}@cekanje.test`) && m.subject.startsWith('Ulaznice za vas'));
    const token = /\/ulaznice\/ponuda\/([A-Za-z0-9_-]{24})/.exec(mail.text)?.[1];
    expect(token).toBeDefined();
    return { mail, token: token ?? '' };
  };

  /** The hold of an unpaid order runs out: its expiry, decided at a moment past its due time. */
  const expireAt = (eventId: string, orderId: string, at: Date) =>
    app.running.app
      .get(EventSourcedRepository)
      .decide(ticketSalesStream(eventId), ticketSalesDecider, { type: 'ExpireTicketOrder', orderId, now: at.toISOString() }, systemContext('test-expiry'));

  it('offers returned tickets to the first in line, all they asked for; nobody else can buy them meanwhile; an offer not taken goes to the next', async () => {
    const night = addDays(nightOf(new Date()), 8);
    const { body: event } = await api.post<{ _id: string }>(
      '/api/event',
      { title: 'Talas žurka', description: 'Opis', dateOfEvent: night, startTime: '23:00', endTime: '05:00', type: 'Žurka', ticketPrice: '1000' },
      managerToken,
    );
    const { body } = await api.put<Refusable<TicketTiersView>>(
      `/api/event/${event._id}/tickets`,
      { tiers: [{ name: 'Regular', price: 1000, capacity: 3, maxPerOrder: 3 }] },
      managerToken,
    );
    const tierId = body.tiers[0]._id;
    const order = (name: string, quantity: number, changes: Record<string, unknown> = {}) =>
      api.post<Refusable<TicketOrderView>>('/api/ticket-orders', { eventId: event._id, tierId, quantity, ...buyer(name), ...changes });
    const join = (name: string, quantity: number) =>
      api.post<Refusable<TicketWaitlistEntryView>>(`/api/event/${event._id}/tickets/${tierId}/waitlist`, { quantity, ...buyer(name) });

    const still = await join('Rana', 1);
    expect([still.status, still.body.message]).toEqual([409, 'Ulaznice su još u prodaji: kupite ih odmah']);
    const unpaid = await order('Zaboravni', 3);
    expect(unpaid.body.status).toBe('AwaitingPayment');

    const mia = await join('Mia', 3);
    expect(mia.status).toBe(201);
    expect(mia.body).toMatchObject({ status: 'waiting', quantity: 3, ahead: 0, offer: null });
    const lea = await join('Lea', 2);
    expect(lea.body).toMatchObject({ status: 'waiting', ahead: 1 });

    // Someone puts Mia's address on the line again: answered as a new place would be (telling no stranger
    // that she waits), while Mia keeps her place and is told by mail.
    const again = await join('Mia', 1);
    expect(again.status).toBe(201);
    expect(Object.keys(again.body).sort()).toEqual(Object.keys(lea.body).sort());
    expect(again.body).toMatchObject({ status: 'waiting', quantity: 1, ahead: 2, offer: null, tierId, tierName: 'Regular' });
    expect([mia.body._id, lea.body._id]).not.toContain(again.body._id);
    const told = await waitForMail(app.mailDir, (m) => m.to.includes('mia@cekanje.test') && m.subject.startsWith('Već ste na listi čekanja'));
    expect(told.subject).toMatch(/^Već ste na listi čekanja: Talas žurka, \d{2}\.\d{2}\.\d{4}$/);
    expect(told.text).toContain('(1. mesto)');

    // The hold runs out: all three go to Mia, held for her; the sale stays sold out for everyone else.
    await expireAt(event._id, unpaid.body._id, new Date(Date.parse(unpaid.body.payment?.dueAt ?? '') + 60_000));
    const { token } = await offerLinkIn('Mia');
    const offer = await api.get<TicketOfferView>(`/api/ticket-offers/${token}`);
    expect(offer.body).toMatchObject({ tierName: 'Regular', quantity: 3, price: 1000, status: 'offered', night });
    expect((await api.get<Refusable<TicketTiersView>>(`/api/event/${event._id}/tickets`)).body.tiers[0]).toMatchObject({ available: 0, state: 'soldOut' });
    expect((await order('Brzi', 1)).status).toBe(409);

    // Mia buys two of the three; the one left is not enough for Lea's two, so it goes back on sale.
    const bought = await order('Mia', 2, { offerToken: token });
    expect(bought.status).toBe(201);
    expect(bought.body).toMatchObject({ status: 'AwaitingPayment', quantity: 2, amount: 2000 });
    expect((await order('Mia', 1, { offerToken: token })).status).toBe(409);
    expect((await api.get<Refusable<TicketTiersView>>(`/api/event/${event._id}/tickets`)).body.tiers[0]).toMatchObject({ available: 1, state: 'onSale' });

    // Mia's hold runs out too: Lea, next in line, is offered her two (with the one left, three are back).
    await expireAt(event._id, bought.body._id, new Date(Date.parse(bought.body.payment?.dueAt ?? '') + 60_000));
    const forLea = await offerLinkIn('Lea');
    expect((await api.get<TicketOfferView>(`/api/ticket-offers/${forLea.token}`)).body).toMatchObject({ quantity: 2, status: 'offered' });

    // Lea lets it lapse: her offer's scheduled end gives the two back to sale.
    expect(await readModelsCaughtUp(app, 20_000, ['ticket-offer-planner'])).toBe(true);
    expect(await app.running.app.get(ScheduledCommands).runDue(new Date(Date.now() + 62 * 60_000))).toBeGreaterThanOrEqual(1);
    expect(await readModelsCaughtUp(app, 20_000, ['tickets'])).toBe(true);
    expect((await api.get<TicketOfferView>(`/api/ticket-offers/${forLea.token}`)).body).toMatchObject({ status: 'lapsed', expiresAt: null });
    const lapsed = await order('Lea', 2, { offerToken: forLea.token });
    expect(lapsed.status).toBe(409);
  });
});
