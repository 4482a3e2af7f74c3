import { seriousViolations } from '../support/axe';
import { browserSuite } from '../support/browser-suite';
import { hydrated } from '../support/browser';
import { waitForMail } from '../support/mailbox';
import { decodeQrPng } from '../support/qr';
import { venueWithManager } from '../support/venues';
import { nightInDays } from '../api/integrations-support';

/**
 * Tickets on a phone: a visitor takes free tickets from the event's page in a few taps, lands on the
 * order's page with each ticket's QR (the mail carries the same codes), opens a ticket's own page
 * and passes it to a friend, after which that page says its code no longer works.
 */
browserSuite('Tickets at 390 px: a free ticket bought from the event page, its order and ticket pages, a transfer', { screen: 'phone' }, (suite) => {
  let eventId: string;
  let balconyId: string;
  let venue: { clubId: string; managerToken: string };

  beforeAll(async () => {
    venue = await venueWithManager(suite.api, suite.adminToken, 'Klub Ulaz');
    const event = await suite.api.post(
      '/api/event',
      { title: 'Subota u Ulazu', description: 'Techno do jutra.', dateOfEvent: nightInDays(3), startTime: '23:00', endTime: '05:00', type: 'Žurka', ticketPrice: '0' },
      venue.managerToken,
    );
    expect(event.status).toBe(201);
    eventId = event.body._id;
    const tiers = await suite.api.put(
      `/api/event/${eventId}/tickets`,
      {
        tiers: [
          { name: 'Gratis', price: 0, capacity: 50, maxPerOrder: 4 },
          { name: 'Kasni talas', price: 0, capacity: 50, maxPerOrder: 4, opensAfter: 'Gratis' },
          { name: 'Balkon', price: 0, capacity: 2, maxPerOrder: 2 },
        ],
      },
      venue.managerToken,
    );
    expect(tiers.status).toBe(200);
    balconyId = (tiers.body as { tiers: { _id: string; name: string }[] }).tiers.find((tier) => tier.name === 'Balkon')!._id;
    const buyer = { firstName: 'Rade', lastName: 'Rakić', phone: '+381 63 111 2222' };
    expect((await suite.api.post('/api/ticket-orders', { eventId, tierId: balconyId, quantity: 2, ...buyer, email: 'rade@gost.test' })).status).toBe(201);
    expect((await suite.api.post(`/api/event/${eventId}/tickets/${balconyId}/waitlist`, { quantity: 1, ...buyer, email: 'prvi@gost.test' })).status).toBe(201);
  });

  it("takes two free tickets from the event's page and shows each one's QR on the order's page, as the mail does", async () => {
    const { page } = suite;
    await page.goto(suite.url(`/event/${eventId}`));
    await hydrated(page);
    const tickets = page.getByTestId('event-tickets');
    const free = tickets.getByTestId('ticket-tier').filter({ hasText: 'Gratis' });
    await free.getByText('U prodaji').waitFor();
    await tickets.getByTestId('ticket-tier').filter({ hasText: 'Kasni talas' }).getByText('Uskoro u prodaji').waitFor();
    await free.getByRole('button', { name: 'Kupi' }).click();

    const form = page.getByRole('form', { name: 'Kupovina ulaznica: Gratis' });
    await form.getByRole('button', { name: /više/ }).click();
    await form.getByLabel(/^Ime\W*$/).fill('Vesna');
    await form.getByLabel(/^Prezime/).fill('Kostić');
    await form.getByLabel(/^Email/).fill('vesna@gost.test');
    await form.getByLabel(/^Telefon/).fill('+381 64 777 8888');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await form.getByRole('button', { name: 'Preuzmi besplatne ulaznice' }).click();

    await page.waitForURL(/\/porudzbina\/[\w-]+$/);
    await page.getByTestId('ticket-order-paid').waitFor();
    const cards = page.getByTestId('ticket-card');
    await cards.nth(1).waitFor();
    expect(await cards.count()).toBe(2);
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('.ticket-card__qr')].every((image) => image.complete && image.naturalWidth > 0));
    const shown: string[] = [];
    for (const image of await page.locator('.ticket-card__qr').all()) {
      const picture = await page.request.get(suite.url((await image.getAttribute('src'))!));
      shown.push(decodeQrPng(await picture.body())!);
    }
    expect(shown.every((code) => /\/t\/[\w-]{24}$/.test(code))).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    const mail = await waitForMail(suite.app.mailDir, (m) => m.to.includes('vesna@gost.test'));
    const mailed = mail.attachments.filter((a) => a.contentType === 'image/png').map((a) => decodeQrPng(a.content));
    expect(mailed.sort()).toEqual([...shown].sort());

    // A ticket's own page, then passed to a friend: the page says the old code no longer works.
    await cards.first().getByRole('link', { name: 'Otvori ulaznicu' }).click();
    await page.waitForURL(/\/t\/[\w-]{24}$/);
    const ticket = page.getByTestId('ticket');
    await ticket.getByText('Pokažite ovaj QR kod na ulazu').waitFor();
    await ticket.getByText('Vesna Kostić').waitFor();
    await ticket.getByText('Subota u Ulazu').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await ticket.getByRole('button', { name: 'Prenesi prijatelju' }).click();
    const transfer = page.getByRole('form', { name: 'Prenesi prijatelju' });
    await transfer.getByLabel(/^Ime\W*$/).fill('Nikola');
    await transfer.getByLabel(/^Prezime/).fill('Savić');
    await transfer.getByLabel(/^Email/).fill('nikola@prijatelj.test');
    await transfer.getByRole('button', { name: 'Prenesi ulaznicu' }).click();
    await page.getByTestId('ticket-transferred').getByText('Ulaznica je preneta na Nikola Savić.', { exact: false }).waitFor();
    await page.getByTestId('ticket-void').getByText('Ova ulaznica je preneta na drugu osobu i više ne važi').waitFor();
    const friend = await waitForMail(suite.app.mailDir, (m) => m.to.includes('nikola@prijatelj.test'));
    expect(friend.subject).toBe('Vesna Kostić vam šalje ulaznicu: Subota u Ulazu — Klub Ulaz');
  });

  it("offers 'Obavesti me' on a sold-out tier: a place in its line for as many tickets as asked, with who are ahead", async () => {
    const { page } = suite;
    await page.goto(suite.url(`/event/${eventId}`));
    await hydrated(page);
    const balcony = page.getByTestId('event-tickets').getByTestId('ticket-tier').filter({ hasText: 'Balkon' });
    await balcony.getByText('Rasprodato').waitFor();
    expect(await balcony.getByRole('button', { name: 'Kupi' }).count()).toBe(0);
    await balcony.getByRole('button', { name: 'Obavesti me' }).click();

    const form = page.getByRole('form', { name: 'Lista čekanja: Balkon' });
    await form.getByRole('button', { name: /više/ }).click();
    await form.getByLabel(/^Ime\W*$/).fill('Jelena');
    await form.getByLabel(/^Prezime/).fill('Lukić');
    await form.getByLabel(/^Email/).fill('jelena@gost.test');
    await form.getByLabel(/^Telefon/).fill('+381 65 123 4567');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await form.getByRole('button', { name: 'Prijavi me na listu čekanja' }).click();

    const joined = balcony.getByTestId('ticket-waitlist-joined');
    await joined.getByText('Na listi čekanja ste za 2 ulaznice.').waitFor();
    await joined.getByText('Ispred vas je 1 osoba.', { exact: false }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("cancels a ticket from its page while the venue allows it ('Otkaži ulaznicu', asked once more), and mails the holder", async () => {
    const club = (await suite.api.get(`/api/club/${venue.clubId}`)).body;
    const allowed = await suite.api.put(
      `/api/club/${venue.clubId}`,
      { name: club.name, type: club.type, city: club.city, version: club.version, ticketCancelHours: 2 },
      venue.managerToken,
    );
    expect(allowed.status).toBe(200);
    const tiers = (await suite.api.get(`/api/event/${eventId}/tickets`)).body as { tiers: { _id: string; name: string }[] };
    const gratis = tiers.tiers.find((tier) => tier.name === 'Gratis')!._id;
    const placed = await suite.api.post('/api/ticket-orders', {
      eventId,
      tierId: gratis,
      quantity: 1,
      firstName: 'Olga',
      lastName: 'Otkaz',
      phone: '+381 63 333 4444',
      email: 'olga@gost.test',
    });
    expect(placed.status).toBe(201);
    const code: string = placed.body.tickets[0].code;

    const { page } = suite;
    await page.goto(suite.url(code.slice(code.indexOf('/t/'))));
    await hydrated(page);
    const cancel = page.getByTestId('ticket-cancel');
    await cancel.getByText(/^Ulaznicu možete otkazati do \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/).waitFor();
    await cancel.getByRole('button', { name: 'Otkaži ulaznicu' }).click();
    await cancel.getByText('Otkazati ulaznicu? Njen kod odmah prestaje da važi i to se ne može poništiti.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await cancel.getByRole('button', { name: 'Da, otkaži ulaznicu' }).click();
    await page.getByTestId('ticket-void').getByText('Ulaznica je otkazana. Potvrdu smo poslali mejlom.').waitFor();
    expect(await page.getByTestId('ticket-cancel').count()).toBe(0);
    const mail = await waitForMail(suite.app.mailDir, (m) => m.to.includes('olga@gost.test') && m.subject.startsWith('Ulaznica je otkazana'));
    expect(mail.text).toContain('Ulaznica je bila besplatna');
  });
});
