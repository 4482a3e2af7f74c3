import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { WEEKDAYS } from '@izlazak/contracts';
import { tonight, weekdayOf } from '../../backend/src/modules/events/domain/venue-night';
import { browserSuite } from '../support/browser-suite';

const MANAGER = { email: 'mina.dogadjaji@izlazak.test', password: 'lozinka-dogadjaji' };
const TITLE = 'Noć otvorenih vrata';

/**
 * An event's way through the screens: the manager adds it with a picture, a visitor finds it in
 * tonight's tab and on /events through the filters, and opens its own address directly.
 */
browserSuite('Events in the browser: Događaji, home tabs, /events, /event/{id}', (suite) => {
  let page: Page;
  let eventId = '';
  // The visitor's tonight as the server counts it (a night runs until 06:00 in Belgrade).
  const night = tonight(new Date());
  const [year, month, day] = night.split('-');
  const nightText = `${day}.${month}.${year}`;

  const { url } = suite;

  beforeAll(async () => {
    const venue = await suite.api.post(
      '/api/club',
      {
        user: { firstName: 'Mina', lastName: 'Minić', mobilePhone: '060 777', email: MANAGER.email, password: MANAGER.password, confirmPassword: MANAGER.password },
        club: { name: 'Klub Svitanje', type: 'Klub', city: 'Beograd', location: 'Cetinjska 15', phone: '+381 60 700 8000' },
      },
      suite.adminToken,
    );
    expect(venue.status).toBe(201);
  });
  beforeEach(() => {
    page = suite.page;
  });

  it('lets a manager add an event with a picture in Događaji, preview it without Rezerviši', async () => {
    await suite.logIn(MANAGER.email, MANAGER.password);
    await page.goto(url('/dashboard/events'));
    await page.getByRole('button', { name: 'Dodaj događaj' }).click();
    const form = page.getByRole('form', { name: 'Novi događaj' });

    // Nothing filled: the form says what is missing, in Serbian.
    await form.getByRole('button', { name: 'Dodaj događaj' }).click();
    await page.getByText('Naziv događaja je obavezno polje').waitFor();

    await form.getByLabel('Naziv događaja').fill(TITLE);
    await form.getByRole('textbox', { name: 'Opis', exact: true }).fill('Besplatan ulaz do ponoći, DJ do zore.');
    expect(await form.getByLabel('Datum').getAttribute('placeholder')).toBe('Odaberite datum');
    await form.getByLabel('Datum').fill(nightText);
    await form.getByLabel('Početak').fill('23:00');
    await form.getByLabel('Kraj').fill('05:00');
    await form.getByLabel('Tip događaja').fill('Žurka');
    await form.getByLabel('Cena ulaznice (RSD)').fill('800');
    const priority = form.getByLabel('Prioritet');
    await priority.fill('');
    await priority.pressSequentially('4x2-');
    expect(await priority.inputValue()).toBe('42');
    // 'Izvođači', one per line as a phone types them (return), at most ten.
    const performers = form.getByLabel('Izvođači');
    await performers.fill(Array.from({ length: 11 }, (_, i) => `DJ ${i + 1}`).join('\n'));
    await form.getByText('Izvođača može biti najviše 10').waitFor();
    await performers.fill('');
    await performers.pressSequentially('DJ Vukašin Noćni');
    await performers.press('Enter');
    await performers.pressSequentially('MC Čvor');
    expect(await form.getByText('Izvođača može biti najviše 10').count()).toBe(0);
    const poster = await sharp({ create: { width: 1200, height: 675, channels: 3, background: '#7B2FF7' } })
      .png()
      .toBuffer();
    await form.getByLabel('Slika događaja').setInputFiles({ name: 'plakat.png', mimeType: 'image/png', buffer: poster });
    await form.getByRole('button', { name: 'Dodaj događaj' }).click();

    await page.getByText('Događaj uspešno dodana').waitFor();
    const row = page.getByTestId('event-row').filter({ hasText: TITLE });
    await row.waitFor();
    expect(await row.textContent()).toContain('800 RSD');

    await row.getByRole('button', { name: `Pregled ${TITLE}` }).click();
    const preview = page.getByRole('dialog', { name: 'Pregled događaja' });
    await preview.getByText('Cena ulaznice').waitFor();
    expect(await preview.textContent()).toContain('Klub Svitanje');
    expect(await preview.textContent()).toContain('Izvođači: DJ Vukašin Noćni, MC Čvor');
    expect(await preview.locator('img').getAttribute('src')).toMatch(/^\/api\/uploads\/.+\.webp$/);
    expect(await preview.getByRole('button', { name: 'Rezerviši' }).count()).toBe(0);
    await preview.getByRole('button', { name: 'Odustani' }).click();

    const list = await suite.api.get(`/api/event?date=${night}`);
    eventId = list.body.data.find((event: { title: string }) => event.title === TITLE)._id;
    expect(eventId).toBeTruthy();
  });

  it("shows the event in tonight's tab on the home page, preselected", async () => {
    await page.goto(url('/'));
    const tab = page.getByRole('tab', { name: WEEKDAYS[weekdayOf(night)], exact: true });
    await tab.waitFor();
    expect(await tab.getAttribute('aria-selected')).toBe('true');
    await page.getByTestId('day-tab-events').getByTestId('event-card').filter({ hasText: TITLE }).waitFor();
  });

  it('finds the event on /events through the type and date filters; Rezerviši switches to the reservation step', async () => {
    await page.goto(url('/events'));
    await page.getByRole('heading', { name: 'Pronađi događaj za izlazak' }).waitFor();
    await page.getByLabel('Tip događaja').selectOption('Žurka');
    await page.getByLabel('Datum').fill(nightText);
    await page.waitForURL(/type=/);
    const card = page.getByTestId('event-card').filter({ hasText: TITLE });
    await card.waitFor();
    await card.click();
    await page.waitForURL(url(`/event/${eventId}?type=%C5%BDurka&date=${night}`));
    const detail = page.getByRole('dialog', { name: TITLE });
    await detail.getByText('Cena ulaznice').waitFor();
    expect(await detail.getByRole('link', { name: 'Dodaj u kalendar' }).getAttribute('href')).toBe(`/api/event/${eventId}/ics`);
    await detail.getByRole('button', { name: 'Rezerviši' }).click();
    await page.getByTestId('event-reservation').getByText('+381 60 700 8000').waitFor();
  });

  it("writes the date filter's day dd.MM.yyyy in English too, never the browser's 12/01/2026; a day that does not exist changes nothing", async () => {
    await page.goto(url(`/en/events?date=${night}`));
    const date = page.getByLabel('Date', { exact: true });
    await page.getByTestId('event-card').filter({ hasText: TITLE }).waitFor();
    expect(await date.inputValue()).toBe(nightText);
    await date.fill('31.02.2026');
    await date.blur();
    expect(new URL(page.url()).searchParams.get('date')).toBe(night);
    expect(await date.inputValue()).toBe(nightText);
  });

  it('opens the event from its own address, also on a 390 px wide phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url(`/event/${eventId}`));
    const detail = page.getByRole('dialog', { name: TITLE });
    await detail.getByText('Klub Svitanje').first().waitFor();
    await detail.getByText('Izvođači: DJ Vukašin Noćni, MC Čvor').waitFor();
    await detail.getByRole('button', { name: 'Odustani' }).click();
    await page.waitForURL(url('/events'));
    await page.getByTestId('event-card').first().waitFor();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);

    await page.goto(url('/'));
    await page.getByTestId('day-tab-events').getByTestId('event-card').filter({ hasText: TITLE }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
  });

  it("lets the manager change 'Izvođači' on a 390 px phone: the names one per line, a blank line dropped", async () => {
    page = await suite.reopenOn('phone');
    await suite.logIn(MANAGER.email, MANAGER.password);
    await page.goto(url('/dashboard/events'));
    await page.getByRole('button', { name: `Izmeni ${TITLE}` }).click();
    const form = page.getByRole('form', { name: 'Izmena događaja' });
    const performers = form.getByLabel('Izvođači');
    expect(await performers.inputValue()).toBe('DJ Vukašin Noćni\nMC Čvor');
    const box = (await performers.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await performers.press('Control+End');
    await performers.press('Enter');
    await performers.press('Enter');
    await performers.pressSequentially('Betonski Bas');
    await form.getByRole('button', { name: 'Sačuvaj izmene' }).click();
    await page.getByText('Događaj uspešno izmenjen').waitFor();
    expect((await suite.api.get(`/api/event/${eventId}`)).body.performers).toEqual(['DJ Vukašin Noćni', 'MC Čvor', 'Betonski Bas']);
  });
});
