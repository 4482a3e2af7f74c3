import { eventTimes, type EventList, type FiscalExportView, type Paged, type TicketOrderRowView, type TicketRefundsView, type TicketTiersView } from '@izlazak/contracts';
import { DEMO_MANAGER_PASSWORD } from '../../backend/src/demo/seed-demo-venues';
import { addDays, tonight } from '../../backend/src/modules/events/domain/venue-night';
import { demoAppPerSuite } from '../support/app';

describe("Demo data (SEED_DEMO): the ticket sales of Klub Ponoć's events", () => {
  const app = demoAppPerSuite();
  const { api } = app;

  it("shows the manager a coming night's sale: Early bird sold out, Regular on sale, VIP; orders paid and awaiting; tonight's first tickets let in", async () => {
    const token = await api.login('menadzer.ponoc@izlazak.rs', DEMO_MANAGER_PASSWORD);
    const me = await api.get('/api/auth/me', token);
    const clubId = me.body.clubId ?? me.body.user?.clubId;
    const now = new Date();
    const events = (await api.get<EventList>(`/api/event?clubId=${clubId}&all=true&page=1&size=50`, token)).body.data;
    // Ponoć plays Wednesday to Saturday: one of the coming six nights (tonight's sale may have ended by the small hours) is one of them.
    const coming = events
      .filter((event) => event.dateOfEvent > tonight(now) && event.dateOfEvent < addDays(tonight(now), 7))
      .sort((a, b) => a.dateOfEvent.localeCompare(b.dateOfEvent));
    const nextEvent = coming[0];
    expect(nextEvent).toBeDefined();

    const tiers = (await api.get<TicketTiersView>(`/api/event/${nextEvent!._id}/tickets`)).body.tiers;
    expect(tiers.map(({ name, state }) => [name, state])).toEqual([
      ['Early bird', 'soldOut'],
      ['Regular', 'onSale'],
      ['VIP', 'onSale'],
    ]);
    expect(tiers[0].sold).toBe(tiers[0].capacity);
    expect(tiers[1].sold).toBeGreaterThan(0);
    expect(tiers[1].available).toBeLessThan(tiers[1].capacity - tiers[1].sold);

    const orders = (await api.get<Paged<TicketOrderRowView>>(`/api/event/${nextEvent!._id}/ticket-orders?size=50`, token)).body.data;
    expect(orders.filter((order) => order.status === 'Paid').length).toBeGreaterThanOrEqual(5);
    // Placed a moment ago, the unpaid ones still hold their tickets for the IPS QR payment.
    expect(orders.some((order) => order.status === 'AwaitingPayment' && order.reference)).toBe(true);
    expect(orders.every((order) => order.buyer.firstName && order.buyer.email.endsWith('@primer.rs'))).toBe(true);

    // Every Ponoć event of the coming week sells tickets; on tonight's, if there is one, some are already in.
    const week = events.filter((event) => event.dateOfEvent >= tonight(now) && event.dateOfEvent < addDays(tonight(now), 7));
    for (const event of week) expect((await api.get<TicketTiersView>(`/api/event/${event._id}/tickets`)).body.tiers.length).toBeGreaterThan(0);
    // Between an event's end and 06:00 its night is still tonight, and nothing of it sells or opens any more.
    const ended = (event: (typeof week)[number]) => {
      const { endsAt } = eventTimes(event.dateOfEvent, event.startTime, event.endTime);
      return endsAt !== null && endsAt <= now;
    };
    const tonights = week.filter((event) => event.dateOfEvent === tonight(now) && !ended(event));
    for (const event of tonights) {
      const rows = (await api.get<Paged<TicketOrderRowView>>(`/api/event/${event._id}/ticket-orders?status=Paid&size=50`, token)).body.data;
      expect(rows.reduce((sum, row) => sum + row.admitted, 0)).toBeGreaterThan(0);
    }
  });

  it("owes each selling venue's manager a refund (paid at the venue: no account known) and shows tonight's payments for the ESIR", async () => {
    for (const email of ['menadzer.ponoc@izlazak.rs', 'menadzer.talas@izlazak.rs']) {
      const token = await api.login(email, DEMO_MANAGER_PASSWORD);
      const me = await api.get('/api/auth/me', token);
      const clubId = me.body.clubId ?? me.body.user?.clubId;
      const { refunds } = (await api.get<TicketRefundsView>(`/api/club/${clubId}/refunds`, token)).body;
      expect(refunds).toEqual([expect.objectContaining({ state: 'due', reason: 'venue', tierName: 'VIP', payerAccount: null })]);
      expect(refunds[0].night > tonight(new Date())).toBe(true);
      // The demo took its payments at the venue as it started: they are this night's.
      const fiscal = (await api.get<FiscalExportView>(`/api/club/${clubId}/fiscal-export?night=${tonight(new Date())}`, token)).body;
      expect(fiscal.payments.filter((payment) => payment.kind === 'ticket' && payment.method === 'venue').length).toBeGreaterThan(0);
      expect(fiscal.total).toBeGreaterThan(0);
    }
  });
});
