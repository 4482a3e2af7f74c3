import { appPerSuite } from '../support/app';
import { bookableVenue } from '../support/venues';
import { MANAGER_PASSWORD } from './venues-fixtures';

/** New Year's Eve of this year: a night that is never over before it starts. */
const newYearsEve = () => `${new Date().getFullYear()}-12-31`;

/**
 * Words that used to be written apart from the catalogs (docs/i18n.md): one wording of a bad e-mail
 * address on every form, and the venue's refusal naming who holds a table, in the reader's language.
 */
describe('One word for a thing, in the language the reader asks for', () => {
  const app = appPerSuite({ env: { RATE_LIMIT_PER_WINDOW: '0' } });
  const { api } = app;

  const post = (path: string, body: unknown, language?: string, token?: string) =>
    api.request('POST', path, { body, token, headers: language ? { 'accept-language': language } : {} });
  const emailMessage = (answer: { body: { field?: string; message?: string; errors?: { field: string; message: string }[] } }) =>
    answer.body.errors?.find((error) => error.field === 'email' || error.field === 'user.email')?.message ?? answer.body.message;

  it("says 'Email nije validan' (the spec's words) for a bad address on every form: booking, an account, subscribing, the contact form", async () => {
    const answers = [
      await post('/api/reservations', { clubId: 'x', tableId: 'y', date: '31.12.2026', persons: 2, firstName: 'Ana', lastName: 'Ilić', phone: '060 1', email: 'nije-adresa' }),
      await post(
        '/api/user',
        { firstName: 'Ana', lastName: 'Ilić', mobilePhone: '060 1', email: 'ana@', password: 'lozinka', confirmPassword: 'lozinka' },
        undefined,
        app.adminToken,
      ),
      await post('/api/site/subscribe', { email: 'ana@' }),
      await post('/api/site/sendMessage', { name: 'Ana', email: 'nije-adresa', message: 'Poruka' }),
    ];
    expect(answers.map((answer) => [answer.status, emailMessage(answer)])).toEqual(answers.map(() => [400, 'Email nije validan']));
    expect(emailMessage(await post('/api/site/subscribe', { email: 'ana@' }, 'sr-Cyrl'))).toBe('Емаил није валидан');
    expect(emailMessage(await post('/api/reservations', { email: 'ana@' }, 'en'))).toBe('The email address is not valid');
  });

  it("names who holds a table to the venue's manager in their language: the guest and the status, worded", async () => {
    const venue = await bookableVenue(api, app.adminToken, 'Splav Reči', [{ name: 'Separe 1', maxPersons: 8 }]);
    const manager = await api.login(venue.managerEmail, MANAGER_PASSWORD);
    const booking = (lastName: string) => ({
      clubId: venue.id,
      tableId: venue.tableIds[0],
      date: newYearsEve(),
      persons: 4,
      firstName: 'Ana',
      lastName,
      phone: '+381 60 1234567',
      email: 'ana@reci.test',
    });
    expect((await post('/api/reservations', booking('Ilić'))).status).toBe(201);

    const serbian = await post('/api/reservations', booking('Drugi'), undefined, manager);
    const cyrillic = await post('/api/reservations', booking('Drugi'), 'sr-Cyrl', manager);
    const english = await post('/api/reservations', booking('Drugi'), 'en', manager);
    expect([serbian.status, serbian.body.field, serbian.body.message]).toEqual([409, 'tableId', 'Separe 1 drži Ana Ilić (Na čekanju)']);
    expect(cyrillic.body.message).toBe('Separe 1 држи Ana Ilić (На чекању)');
    expect([english.status, english.body.field, english.body.message]).toEqual([409, 'tableId', 'Separe 1 is held by Ana Ilić (Pending)']);
    // A guest is told only that the table is taken.
    expect((await post('/api/reservations', booking('Treći'), 'en')).body.message).not.toContain('Ilić');
  });
});
