import type { Page } from 'playwright-core';
import { createVenue, MANAGER_PASSWORD, type CreatedVenue } from '../api/venues-fixtures';
import { guestBody, nightInDays, placeReservation, waitUntil, webhookReceiver } from '../api/integrations-support';
import { browserSuite } from '../support/browser-suite';

/** A manager connects a POS from the dashboard: a key shown once, a webhook, its delivery log, a revocation. */
browserSuite("Dashboard 'Integracije'", { env: { WEBHOOKS_ALLOW_LOOPBACK: 'true', RATE_LIMIT_PER_WINDOW: '0' }, screen: 'phone' }, (suite) => {
  let page: Page;
  let venue: CreatedVenue;

  beforeAll(async () => {
    venue = await createVenue(suite.api, suite.adminToken, 'Klub Integracije');
  });
  beforeEach(() => {
    page = suite.page;
  });

  it('creates a key shown once, registers a webhook, shows its deliveries, and revokes the key — at 390 px too', async () => {
    const receiver = await webhookReceiver(() => 200);
    try {
      await suite.logIn(venue.managerEmail, MANAGER_PASSWORD);
      await page.getByRole('link', { name: 'Integracije', includeHidden: true }).first().waitFor({ state: 'attached' });
      await page.goto(suite.url('/dashboard/integrations'));
      await page.getByRole('heading', { name: 'Integracije' }).waitFor();

      await page.getByRole('button', { name: 'Novi ključ' }).click();
      await page.getByLabel('Naziv ključa').fill('POS kasa');
      await page.getByRole('button', { name: 'Napravi ključ' }).click();
      const key = (await page.getByTestId('shown-once').textContent())!;
      expect(key).toMatch(/^izk_/);
      await page.getByRole('button', { name: 'Sačuvao sam, zatvori' }).click();
      await page.getByTestId('key-row').filter({ hasText: 'POS kasa' }).waitFor();
      expect(await page.getByTestId('key-row').textContent()).not.toContain(key);
      const { api } = suite;
      expect((await api.get('/api/integrations/feed?limit=1', key)).status).toBe(200);

      await page.getByRole('button', { name: 'Novi vebhuk' }).click();
      await page.getByLabel('Adresa (https)').fill(receiver.url);
      await page.getByRole('button', { name: 'Registruj vebhuk' }).click();
      expect(await page.getByTestId('shown-once').textContent()).toMatch(/^whsec_/);
      await page.getByRole('button', { name: 'Sačuvao sam, zatvori' }).click();
      await page.getByTestId('webhook-row').filter({ hasText: receiver.url }).waitFor();

      const manager = await api.login(venue.managerEmail, MANAGER_PASSWORD);
      const table = (await api.post('/api/club/table', { name: 'Sto 1', maxPersons: 6 }, manager)).body._id;
      await placeReservation(api, guestBody(venue.id, table, nightInDays(15), 1));
      await waitUntil(() => receiver.accepted().length === 1, 15_000, 'the delivery');

      await page.getByRole('button', { name: 'Isporuke' }).click();
      await page.getByTestId('delivery-row').filter({ hasText: 'Isporučeno' }).waitFor();
      expect(await page.getByTestId('delivery-row').textContent()).toContain('Nova rezervacija');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.getByRole('button', { name: 'Zatvori' }).first().click();

      await page.getByRole('button', { name: 'Opozovi' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Opozovi' }).click();
      await page.getByTestId('key-row').filter({ hasText: 'Opozvan' }).waitFor();
      expect((await api.get('/api/integrations/feed?limit=1', key)).status).toBe(401);
      await page.getByTestId('webhook-row').filter({ hasText: 'Isključen' }).waitFor();
    } finally {
      await receiver.close();
    }
  });
});
