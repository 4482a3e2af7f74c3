import type { Locator, Page } from 'playwright-core';
import { addDays, tonight } from '../../backend/src/modules/events/domain/venue-night';
import { bracketFields, MANAGER_PASSWORD, registerAccount, sendForm, type CreatedVenue } from '../api/venues-fixtures';
import { logInThroughForm } from '../support/browser';
import { browserSuite } from '../support/browser-suite';
import { waitForMail } from '../support/mailbox';
import { bookableVenue } from '../support/venues';

/**
 * A table's way through the screens: a visitor reserves it on the venue's page and gets the
 * reservation's number, the manager confirms it in Rezervacije, the next visitor is not offered it
 * that night, and at the door on a phone the manager finds a guest by number and confirms.
 */
browserSuite('Reservations in the browser: the venue’s Rezerviši, the dashboard, a phone at the door', (suite) => {
  let page: Page;
  let venue: CreatedVenue;
  let uniqueId = '';

  const { url } = suite;

  beforeAll(async () => {
    venue = await bookableVenue(suite.api, suite.adminToken, 'Klub Ponoć', [
      { name: 'Sto 1', maxPersons: 4, area: 'Sala' },
      { name: 'VIP 2', maxPersons: 8, area: 'Sala' },
    ]);
  });
  beforeEach(() => {
    page = suite.page;
  });

  async function openReservationForm() {
    await page.goto(url(`/club/${venue.id}`));
    await page.getByRole('button', { name: 'Rezerviši', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Rezervacija stola — Klub Ponoć' });
    await dialog.getByRole('form', { name: 'Rezervacija stola' }).waitFor();
    return dialog;
  }

  const tableOptions = async (dialog: Locator) => {
    const select = dialog.getByRole('combobox', { name: 'Sto', exact: true });
    await select.locator('option', { hasText: 'do ' }).first().waitFor({ state: 'attached' });
    return select.locator('option').allTextContents();
  };

  it('lets a visitor reserve a table on the venue’s page and shows the reservation’s number', async () => {
    const dialog = await openReservationForm();
    await dialog.getByRole('spinbutton', { name: 'Broj osoba' }).fill('3');
    expect(await tableOptions(dialog)).toEqual(expect.arrayContaining(['Sto 1 — do 4 osobe (Sala)', 'VIP 2 — do 8 osoba (Sala)']));
    // Six persons do not fit at Sto 1.
    await dialog.getByRole('spinbutton', { name: 'Broj osoba' }).fill('6');
    await dialog.getByRole('combobox', { name: 'Sto', exact: true }).locator('option', { hasText: 'VIP 2' }).waitFor({ state: 'attached' });
    expect((await tableOptions(dialog)).some((option) => option.startsWith('Sto 1'))).toBe(false);
    await dialog.getByRole('spinbutton', { name: 'Broj osoba' }).fill('3');
    await dialog.getByRole('combobox', { name: 'Sto', exact: true }).selectOption({ label: 'Sto 1 — do 4 osobe (Sala)' });
    await dialog.getByRole('textbox', { name: 'Ime', exact: true }).fill('Ana');
    await dialog.getByRole('textbox', { name: 'Prezime', exact: true }).fill('Anić');
    await dialog.getByRole('textbox', { name: 'Telefon', exact: true }).fill('+381 64 123 4567');
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill('ana.anic@izlazak.test');
    await dialog.getByRole('button', { name: 'Rezerviši' }).click();

    const success = dialog.getByTestId('reservation-success');
    await success.waitFor();
    uniqueId = (await success.getByTestId('reservation-unique-id').textContent())?.trim() ?? '';
    expect(uniqueId).not.toBe('');
    expect(await success.getByTestId('reservation-status').textContent()).toBe('Na čekanju');
    expect(await success.textContent()).toContain('ana.anic@izlazak.test');
  });

  it('shows it in the manager’s Rezervacije for tonight; Potvrdi turns it Potvrđeno', async () => {
    await suite.logIn(venue.managerEmail, MANAGER_PASSWORD);
    await page.getByRole('heading', { name: 'Današnje rezervacije:' }).waitFor();
    const row = page.getByTestId('reservation-row').filter({ hasText: uniqueId });
    await row.waitFor();
    expect(await row.textContent()).toContain('Rezervacija - Ukupno osoba: 3 - Broj stola: Sto 1');
    expect(await row.getByTestId('reservation-status').textContent()).toBe('Na čekanju');

    await row.getByRole('button', { name: 'Potvrdi Ana Anić' }).click();
    await page.getByText('Rezervacija uspešno promenjen').waitFor();
    await row.getByTestId('reservation-status').getByText('Potvrđeno').waitFor();
    expect(await row.getByRole('button', { name: 'Potvrdi Ana Anić' }).count()).toBe(0);
  });

  it('does not offer the reserved table to the next visitor that night', async () => {
    const dialog = await openReservationForm();
    const options = await tableOptions(dialog);
    expect(options.some((option) => option.startsWith('VIP 2'))).toBe(true);
    expect(options.some((option) => option.startsWith('Sto 1'))).toBe(false);
  });

  it('lets the manager at the door, on a 390 px phone, find a guest by the number and confirm', async () => {
    const placed = await suite.api.post('/api/reservations', {
      clubId: venue.id,
      tableId: (await suite.api.get(`/api/club/allTables/${venue.id}?page=1&size=100`)).body.data.find((table: { name: string }) => table.name === 'VIP 2')._id,
      firstName: 'Boris',
      lastName: 'Borić',
      phone: '+381 63 555 000',
      email: 'boris@izlazak.test',
      persons: 5,
      date: tonight(new Date()),
    });
    expect([placed.status, placed.body]).toEqual([201, expect.anything()]);
    const borisId: string = placed.body.uniqueId;

    page = await suite.reopenOn('phone');
    await suite.logIn(venue.managerEmail, MANAGER_PASSWORD);
    await page.getByTestId('reservation-row').first().waitFor();

    await page.getByRole('searchbox', { name: 'Pretraži' }).fill(borisId);
    const rows = page.getByTestId('reservation-row');
    await page.waitForFunction((id) => {
      const shown = [...document.querySelectorAll('[data-testid="reservation-row"]')];
      return shown.length === 1 && shown[0].textContent?.includes(id);
    }, borisId);
    const row = rows.filter({ hasText: borisId });
    await row.getByRole('button', { name: 'Potvrdi Boris Borić' }).click();
    await row.getByTestId('reservation-status').getByText('Potvrđeno').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });

  it('shows the mails sent about a reservation in its detail, with Pošalji ponovo for the last one', async () => {
    await suite.logIn(venue.managerEmail, MANAGER_PASSWORD);
    const row = page.getByTestId('reservation-row').filter({ hasText: uniqueId });
    await row.getByRole('button', { name: 'Detalji Ana Anić' }).click();
    const detail = page.getByRole('dialog', { name: `Rezervacija ${uniqueId}` });
    const mails = detail.getByTestId('reservation-mail');
    await mails.filter({ hasText: 'Gostu: potvrda' }).waitFor();
    expect(await mails.filter({ hasText: 'ana.anic@izlazak.test' }).count()).toBeGreaterThanOrEqual(2);
    await detail.getByRole('button', { name: 'Pošalji ponovo' }).click();
    await page.getByText('Mejl je ponovo poslat').waitFor();
    await mails.filter({ hasText: 'Gostu: ponovo poslato' }).waitFor();
  });

  it('lets the guest cancel through the link in the mail, without an account; the table is free again', async () => {
    const mail = await waitForMail(suite.app.mailDir, (candidate) => candidate.to.includes('ana.anic@izlazak.test') && candidate.text.includes('/reservation/cancel?token='));
    const link = /https?:\/\/\S+\/reservation\/cancel\?token=[^\s\]>)"]+/.exec(mail.text)?.[0] ?? '';
    expect(link).not.toBe('');
    await page.goto(url(new URL(link).pathname + new URL(link).search));
    await page.getByRole('heading', { name: 'Otkazivanje rezervacije' }).waitFor();
    const ticket = page.getByTestId('cancel-reservation');
    expect(await ticket.getByTestId('reservation-unique-id').textContent()).toBe(uniqueId);
    await ticket.getByRole('button', { name: 'Otkaži rezervaciju' }).click();
    await ticket.getByText('Rezervacija je otkazana.').waitFor();
    expect(await ticket.getByTestId('reservation-status').textContent()).toBe('Otkazano');

    const dialog = await openReservationForm();
    expect((await tableOptions(dialog)).some((option) => option.startsWith('Sto 1'))).toBe(true);
  });

  it('lets a signed-in guest reserve from an event’s modal, find it in the profile, open its event and cancel it', async () => {
    const tomorrow = addDays(tonight(new Date()), 1);
    const managerToken = await suite.api.login(venue.managerEmail, MANAGER_PASSWORD);
    const fields = bracketFields({ title: 'Sutrašnji džez', description: 'Trio do ponoći', dateOfEvent: tomorrow, startTime: '22:00', type: 'Koncert', ticketPrice: '700' });
    const event = await sendForm(suite.app.baseUrl, 'POST', '/api/event', fields, [], managerToken);
    expect(event.status).toBe(201);
    const guest = await registerAccount(suite.app, 'user', 'gost.profil@izlazak.test');

    await page.goto(url('/auth/login'));
    await logInThroughForm(page, guest.email, guest.password);
    await page.waitForURL(url('/'));
    await page.goto(url(`/event/${event.body._id}`));
    await page.getByRole('dialog', { name: 'Sutrašnji džez' }).getByRole('button', { name: 'Rezerviši' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rezervacija — Sutrašnji džez' });
    const night = dialog.getByRole('textbox', { name: 'Datum' });
    await night.waitFor();
    const [year, month, day] = tomorrow.split('-');
    expect([await night.inputValue(), await night.getAttribute('readonly')]).toEqual([`${day}.${month}.${year}`, '']);
    // The signed-in guest's name and e-mail are filled in.
    expect(await dialog.getByRole('textbox', { name: 'Email', exact: true }).inputValue()).toBe(guest.email);
    await dialog.getByRole('textbox', { name: 'Telefon', exact: true }).fill('+381 65 222 3333');
    await tableOptions(dialog);
    await dialog.getByRole('combobox', { name: 'Sto', exact: true }).selectOption({ label: 'Sto 1 — do 4 osobe (Sala)' });
    await dialog.getByRole('button', { name: 'Rezerviši' }).click();
    const number = (await dialog.getByTestId('reservation-unique-id').textContent())?.trim() ?? '';
    await dialog.getByRole('button', { name: 'Zatvori' }).first().click();

    await page.goto(url('/profile'));
    const row = page.getByTestId('my-reservation-row').filter({ hasText: number });
    await row.waitFor();
    expect(await row.textContent()).toContain('Sutrašnji džez');
    await row.getByRole('button', { name: 'Događaj Sutrašnji džez' }).click();
    const preview = page.getByRole('dialog', { name: 'Pregled događaja' });
    await preview.getByText('Trio do ponoći').waitFor();
    expect(await preview.getByRole('button', { name: 'Rezerviši' }).count()).toBe(0);
    await preview.getByRole('button', { name: 'Odustani' }).click();
    await preview.waitFor({ state: 'hidden' });

    await row.getByRole('button', { name: 'Otkaži' }).click();
    await page.getByRole('dialog', { name: 'Otkazivanje rezervacije' }).getByRole('button', { name: 'Otkaži rezervaciju' }).click();
    await row.getByTestId('reservation-status').getByText('Otkazano').waitFor();
    expect(await row.getByRole('button', { name: 'Otkaži' }).count()).toBe(0);
  });

  it('lets the manager add a reservation for an event in the dashboard, edit it and delete it', async () => {
    await suite.logIn(venue.managerEmail, MANAGER_PASSWORD);
    await page.getByRole('button', { name: 'Dodaj rezervaciju' }).first().click();
    const form = page.getByRole('form', { name: 'Nova rezervacija' });
    const eventPicker = form.getByRole('combobox', { name: 'Događaj' });
    await eventPicker.locator('option', { hasText: 'Sutrašnji džez' }).waitFor({ state: 'attached' });
    await eventPicker.selectOption({ label: (await eventPicker.locator('option', { hasText: 'Sutrašnji džez' }).textContent()) ?? '' });
    expect(await eventPicker.isDisabled()).toBe(true);
    expect(await form.getByRole('textbox', { name: 'Datum' }).getAttribute('readonly')).toBe('');
    await form.getByRole('spinbutton', { name: 'Broj osoba' }).fill('7');
    await form.getByRole('combobox', { name: 'Sto', exact: true }).locator('option', { hasText: 'VIP 2' }).waitFor({ state: 'attached' });
    await form.getByRole('combobox', { name: 'Sto', exact: true }).selectOption({ label: 'VIP 2 — do 8 osoba (Sala)' });
    await form.getByRole('textbox', { name: 'Ime', exact: true }).fill('Vesna');
    await form.getByRole('textbox', { name: 'Prezime', exact: true }).fill('Vesić');
    await form.getByRole('textbox', { name: 'Telefon', exact: true }).fill('+381 61 777 8888');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('vesna@izlazak.test');
    await form.getByRole('button', { name: 'Dodaj rezervaciju' }).click();
    await page.getByText('Rezervacija uspešno dodana').waitFor();

    // Tomorrow's reservation is in the list of all reservations, not tonight's.
    await page.getByRole('button', { name: 'Lista svih rezervacija' }).click();
    await page.getByRole('heading', { name: 'Sve rezervacije:' }).waitFor();
    const row = page.getByTestId('reservation-row').filter({ hasText: 'Vesna Vesić' });
    await row.waitFor();
    expect(await row.textContent()).toContain('Ukupno osoba: 7 - Broj stola: VIP 2');

    await row.getByRole('button', { name: 'Izmeni Vesna Vesić' }).click();
    const edit = page.getByRole('form', { name: 'Izmena rezervacije' });
    await edit.getByRole('spinbutton', { name: 'Broj osoba' }).fill('8');
    await edit.getByRole('button', { name: 'Sačuvaj izmene' }).click();
    await page.getByText('Rezervacija uspešno promenjen').waitFor();
    await row.getByText('Ukupno osoba: 8').waitFor();

    await row.getByRole('button', { name: 'Obriši Vesna Vesić' }).click();
    await page.getByRole('dialog', { name: 'Potvrda brisanja' }).getByRole('button', { name: 'Obriši' }).click();
    await page.getByText('Rezervacija uspešno obrisana').waitFor();
    await row.waitFor({ state: 'detached' });
  });

  it('shows the manager’s open Rezervacije a reservation placed elsewhere, its confirmation and its deletion, without a reload', async () => {
    const table = await suite.api.post('/api/club/table', { name: 'Uživo 3', maxPersons: 6, area: 'Bašta', clubId: venue.id }, suite.adminToken);
    expect(table.status).toBe(201);
    await suite.logIn(venue.managerEmail, MANAGER_PASSWORD);
    await page.getByRole('heading', { name: 'Današnje rezervacije:' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Uživo' }).waitFor();
    let reloads = 0;
    page.on('framenavigated', (frame) => frame === page.mainFrame() && reloads++);

    const placed = await suite.api.post('/api/reservations', {
      clubId: venue.id,
      tableId: table.body._id,
      date: tonight(new Date()),
      persons: 2,
      firstName: 'Uroš',
      lastName: 'Uživić',
      phone: '+381 63 222 3333',
      email: 'uros@izlazak.test',
    });
    expect(placed.status).toBe(201);
    const row = page.getByTestId('reservation-row').filter({ hasText: 'Uroš Uživić' });
    await row.waitFor();
    expect(await row.getByTestId('reservation-status').textContent()).toBe('Na čekanju');

    const managerToken = await suite.api.login(venue.managerEmail, MANAGER_PASSWORD);
    expect((await suite.api.put(`/api/reservations/${placed.body._id}`, { status: 'Complete' }, managerToken)).status).toBe(200);
    await row.getByTestId('reservation-status').getByText('Potvrđeno').waitFor();
    expect((await suite.api.delete(`/api/reservations/${placed.body._id}`, managerToken)).status).toBe(200);
    await row.waitFor({ state: 'detached' });
    expect(reloads).toBe(0);
  });
});
