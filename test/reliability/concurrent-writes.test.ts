import { appPerSuite } from '../support/app';
import { MANAGER_PASSWORD, clubBody, createVenue } from '../api/venues-fixtures';

const CONCURRENT_CHANGE = 'Podatke je u međuvremenu izmenio neko drugi. Pokušajte ponovo.';
const BURST = 20;

/**
 * Many saves of one record at the same instant: each is either applied (200) or refused with a
 * Serbian 409 once its retries are spent, never a 500.
 */
describe('Concurrent writes to one stream', () => {
  const app = appPerSuite({ env: { RATE_LIMIT_PER_WINDOW: '0' } });
  const { api } = app;

  it(`${BURST} simultaneous saves of one venue by its manager: 200 or 409, never 500`, async () => {
    const venue = await createVenue(api, app.adminToken, 'Klub Gužva');
    const managerToken = await api.login(venue.managerEmail, MANAGER_PASSWORD);

    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) => api.put(`/api/club/${venue.id}`, clubBody('Klub Gužva', { description: `Opis ${i}` }), managerToken)),
    );

    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status !== 200 && status !== 409)).toEqual([]);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.body).toEqual({ statusCode: 409, message: CONCURRENT_CHANGE });
    }
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0);
    const saved = await api.get(`/api/club/${venue.id}`, managerToken);
    expect(answers.filter((answer) => answer.status === 200).map((answer) => answer.body.description)).toContain(saved.body.description);
  });

  it(`${BURST} simultaneous reset-link requests for a known address answer like an unknown one`, async () => {
    const known = (await createVenue(api, app.adminToken, 'Klub Lozinka')).managerEmail;
    const burst = (email: string) => Promise.all(Array.from({ length: BURST }, () => api.post('/api/auth/change-password', { email })));

    const forKnown = await burst(known);
    const forUnknown = await burst('niko.ovde@izlazak.test');

    const summary = (answers: { status: number; body: unknown }[]) => [...new Set(answers.map((answer) => JSON.stringify([answer.status, answer.body])))];
    expect(summary(forKnown)).toEqual(summary(forUnknown));
    expect(summary(forKnown)).toEqual([JSON.stringify([200, { message: 'Link za reset poslan na Vašu email adresu' }])]);
  });
});
