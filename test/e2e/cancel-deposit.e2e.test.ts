import { WEEKDAYS } from '@izlazak/contracts';
import { addDays, tonight } from '../../backend/src/modules/events/domain/venue-night';
import { browserSuite } from '../support/browser-suite';
import { waitForMail } from '../support/mailbox';
import { venueWithDepositBooths } from '../support/venues';

const shown = (night: string) => night.split('-').reverse().join('.');
/** The free-cancellation deadline of a night the venue opens at 23:00: two days earlier, 23:00 (December has no clock change). */
const deadlineOf = (night: string) => `${shown(addDays(night, -2))} 23:00`;

/**
 * What a booth with a 48 h free cancellation promises a guest, in the browser: booked for tomorrow
 * night the window has already passed, and neither the form nor the mail says otherwise; the cancel
 * page says what becomes of the deposit before the guest confirms (nothing owed unpaid, kept when
 * paid and late, returned when paid in time), and the same once cancelled.
 */
browserSuite('The cancellation terms and the deposit on the cancel page, in the browser', { env: { RATE_LIMIT_PER_WINDOW: '0' } }, (suite) => {
  const tomorrow = addDays(tonight(new Date()), 1);
  const nextWeek = addDays(tonight(new Date()), 7);
  let clubId = '';
  let tables: string[] = [];
  let managerToken = '';

  beforeAll(async () => {
    const venue = await venueWithDepositBooths(suite.api, suite.adminToken, 'Splav Rok');
    clubId = venue.id;
    tables = venue.tableIds;
    const workingHours = WEEKDAYS.map((day) => ({ day, from: '23:00', to: '05:00', closed: false, alwaysOpen: false }));
    expect((await suite.api.put('/api/club/updateWorkingHours', { clubId, workingHours }, suite.adminToken)).status).toBe(200);
    managerToken = venue.managerToken;
  });

  const cancelLinkOf = async (email: string) => {
    const mail = await waitForMail(suite.app.mailDir, (candidate) => candidate.to.includes(email) && candidate.text.includes('/reservation/cancel?token='));
    const link = new URL(/https?:\/\/\S+\/reservation\/cancel\?token=[^\s\]>)"]+/.exec(mail.text)![0]);
    return { mail, path: link.pathname + link.search };
  };

  it('booked for tomorrow night, under 48 h before it opens: no promise of a free cancellation, and the cancel page says the deposit is kept once paid', async () => {
    const { page } = suite;
    await page.goto(suite.url(`/club/${clubId}`));
    await page.getByRole('button', { name: 'Rezerviši', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Rezervacija stola — Splav Rok' });
    await dialog.getByRole('textbox', { name: 'Datum' }).fill(shown(tomorrow));
    await dialog.getByRole('spinbutton', { name: 'Broj osoba' }).fill('6');
    const table = dialog.getByRole('combobox', { name: 'Sto', exact: true });
    await table.locator('option', { hasText: 'Separe 1' }).waitFor({ state: 'attached' });
    await table.selectOption({ label: 'Separe 1 — do 8 osoba (Separei)' });
    const terms = dialog.getByTestId('booking-terms');
    await terms.getByText('Rezervacijom prihvatate ove uslove.').waitFor();
    const formText = (await terms.textContent()) ?? '';
    expect(formText).not.toContain('Besplatno otkazivanje do');
    expect(formText).toContain(`Rok za besplatno otkazivanje istekao je ${deadlineOf(tomorrow)} (48 h pre početka noći); ako sada otkažete, depozit se zadržava.`);

    await dialog.getByRole('textbox', { name: 'Ime', exact: true }).fill('Kasna');
    await dialog.getByRole('textbox', { name: 'Prezime', exact: true }).fill('Gošća');
    await dialog.getByRole('textbox', { name: 'Telefon', exact: true }).fill('+381 64 111 2200');
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill('kasna@gost.test');
    await dialog.getByRole('button', { name: 'Rezerviši' }).click();
    const success = dialog.getByTestId('reservation-success');
    await success.waitFor();
    const uniqueId = (await success.getByTestId('reservation-unique-id').textContent())!.trim();

    // The mail with the slip says the same as the form.
    const { mail, path } = await cancelLinkOf('kasna@gost.test');
    expect(mail.text).not.toContain('Besplatno otkazivanje do');
    expect(mail.text).toContain(`Rok za besplatno otkazivanje istekao je ${deadlineOf(tomorrow)}`);

    // Unpaid: cancelling owes nothing.
    await page.goto(suite.url(path));
    const ticket = page.getByTestId('cancel-reservation');
    await ticket.getByRole('button', { name: 'Otkaži rezervaciju' }).waitFor();
    expect(await ticket.getByTestId('deposit-outcome').textContent()).toBe('Depozit od 10.000 RSD niste uplatili, pa otkazivanjem ništa ne dugujete.');

    // Paid, and past the window: the deposit stays with the venue, said before and after the tap.
    const booked = (await suite.api.get(`/api/reservations/by-token${path.slice(path.indexOf('?'))}`)).body;
    expect(booked.uniqueId).toBe(uniqueId);
    expect((await suite.api.post(`/api/reservations/${booked._id}/payment`, {}, managerToken)).status).toBe(200);
    await page.reload();
    await ticket.getByRole('button', { name: 'Otkaži rezervaciju' }).waitFor();
    expect(await ticket.getByTestId('deposit-outcome').textContent()).toBe(
      `Depozit od 10.000 RSD ostaje objektu: rok za besplatno otkazivanje istekao je ${deadlineOf(tomorrow)}, a po uslovima koje ste prihvatili kod kasnog otkazivanja depozit se zadržava.`,
    );
    await ticket.getByRole('button', { name: 'Otkaži rezervaciju' }).click();
    await ticket.getByText('Rezervacija je otkazana.', { exact: false }).waitFor();
    expect(await ticket.getByTestId('deposit-outcome').textContent()).toBe('Depozit od 10.000 RSD ostaje objektu, po uslovima kasnog otkazivanja koje ste prihvatili.');
  });

  it('booked a week ahead: the concrete deadline is promised, and a paid deposit cancelled in time is returned', async () => {
    const { page } = suite;
    const placed = await suite.api.post('/api/reservations', {
      clubId,
      tableId: tables[1],
      date: shown(nextWeek),
      persons: 6,
      firstName: 'Rana',
      lastName: 'Gošća',
      phone: '+381 64 111 2211',
      email: 'rana@gost.test',
    });
    expect([placed.status, placed.body.status]).toEqual([201, 'AwaitingPayment']);
    expect((await suite.api.post(`/api/reservations/${placed.body._id}/payment`, {}, managerToken)).status).toBe(200);

    const { mail, path } = await cancelLinkOf('rana@gost.test');
    expect(mail.text).toContain(`Besplatno otkazivanje do ${deadlineOf(nextWeek)} (48 h pre početka noći); posle toga depozit se zadržava.`);

    await page.goto(suite.url(path));
    const ticket = page.getByTestId('cancel-reservation');
    await ticket.getByRole('button', { name: 'Otkaži rezervaciju' }).waitFor();
    expect(await ticket.getByTestId('deposit-outcome').textContent()).toBe(
      `Depozit od 10.000 RSD vam se vraća: otkazujete u roku za besplatno otkazivanje (do ${deadlineOf(nextWeek)}).`,
    );
    await ticket.getByRole('button', { name: 'Otkaži rezervaciju' }).click();
    await ticket.getByText('Rezervacija je otkazana.', { exact: false }).waitFor();
    expect(await ticket.getByTestId('deposit-outcome').textContent()).toBe('Depozit od 10.000 RSD vam se vraća; objekat će vam javiti kada ga uplati nazad.');
    expect((await suite.api.get(`/api/reservations/${placed.body._id}`, managerToken)).body.deposit.state).toBe('refundDue');
  });
});
