import type { TicketOrderView, TicketTiersView } from '@izlazak/contracts';
import { ticketSalesDecider } from '../../backend/src/modules/tickets/domain/ticket-sales/ticket-sales.decider';
import { ticketSalesStream } from '../../backend/src/modules/tickets/domain/ticket-sales/ticket-sales.events';
import { systemContext } from '../../backend/src/platform/commands/command-context';
import { EventSourcedRepository } from '../../backend/src/platform/commands/event-sourced-repository';
import { seriousViolations } from '../support/axe';
import { browserSuite } from '../support/browser-suite';
import { waitForMail } from '../support/mailbox';
import { venueWithManager } from '../support/venues';
import { nightInDays } from '../api/integrations-support';

const isoOf = (night: string) => night.split('.').reverse().join('-');

/** 'Obavesti me' answered on a phone: the offer's mail link opens the tickets held, bought in a few taps with the IPS QR slip. */
browserSuite('Ticket offer at 390 px: the link from the mail, the time left, buying the tickets held', { screen: 'phone' }, (suite) => {
  let token = '';

  beforeAll(async () => {
    const { api } = suite;
    const venue = await venueWithManager(api, suite.adminToken, 'Klub Ponuda');
    expect(
      (await api.put(`/api/club/${venue.clubId}/terms`, { paymentAccount: '160-12345-95', payeeName: 'Klub Ponuda d.o.o.', payeePlace: 'Beograd', rules: [] }, venue.managerToken))
        .status,
    ).toBe(200);
    const night = isoOf(nightInDays(6));
    const event = await api.post<{ _id: string }>(
      '/api/event',
      { title: 'Ponuda petak', description: 'Opis', dateOfEvent: night, startTime: '23:00', endTime: '05:00', type: 'Žurka', ticketPrice: '1200' },
      venue.managerToken,
    );
    const tiers = await api.put<TicketTiersView>(
      `/api/event/${event.body._id}/tickets`,
      { tiers: [{ name: 'Regular', price: 1200, capacity: 2, maxPerOrder: 2 }] },
      venue.managerToken,
    );
    const tierId = tiers.body.tiers[0]._id;
    const buyer = { firstName: 'Neko', lastName: 'Drugi', phone: '+381 64 111 2222' };
    const unpaid = await api.post<TicketOrderView>('/api/ticket-orders', { eventId: event.body._id, tierId, quantity: 2, ...buyer, email: 'neko@gost.test' });
    expect((await api.post(`/api/event/${event.body._id}/tickets/${tierId}/waitlist`, { quantity: 2, ...buyer, firstName: 'Vesna', email: 'vesna@gost.test' })).status).toBe(201);
    const dueAt = Date.parse(unpaid.body.payment?.dueAt ?? '');
    await suite.app.running.app
      .get(EventSourcedRepository)
      .decide(
        ticketSalesStream(event.body._id),
        ticketSalesDecider,
        { type: 'ExpireTicketOrder', orderId: unpaid.body._id, now: new Date(dueAt + 60_000).toISOString() },
        systemContext('e2e-expiry'),
      );
    const mail = await waitForMail(suite.app.mailDir, (m) => m.to.includes('vesna@gost.test') && m.subject.startsWith('Ulaznice za vas'));
    token = /\/ulaznice\/ponuda\/([A-Za-z0-9_-]{24})/.exec(mail.text)?.[1] ?? '';
    expect(token).not.toBe('');
  });

  it('shows the tickets held with the time left and buys them: the order waits for its IPS QR payment', async () => {
    const { page } = suite;
    await page.goto(suite.url(`/ulaznice/ponuda/${token}`));
    const offer = page.getByTestId('ticket-offer');
    await offer.getByText('Čuvamo vam 2 ulaznice do', { exact: false }).waitFor();
    await page.getByTestId('ticket-offer-left').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const form = page.getByRole('form', { name: 'Ponuda ulaznica' });
    await form.getByLabel(/^Ime\W*$/).fill('Vesna');
    await form.getByLabel('Prezime').fill('Perić');
    await form.getByLabel('Email').fill('vesna@gost.test');
    await form.getByLabel('Telefon').fill('+381 64 333 4444');
    await form.getByRole('button', { name: 'Kupi ulaznice' }).click();
    const ordered = page.getByTestId('ticket-offer-ordered');
    await ordered.getByText('2 ulaznice vas čekaju do uplate', { exact: false }).waitFor();
    await ordered.getByTestId('payment-slip').getByText('2.400,00 RSD').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
