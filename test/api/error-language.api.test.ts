import { appPerSuite } from '../support/app';
import type { ApiResponse } from '../support/http';

/**
 * The API's field errors and refusals follow Accept-Language (docs/i18n.md): Serbian in Latin
 * script by default, Cyrillic and English when asked for. Only the words change: the status, the
 * `field`, the fields of `errors` and the shape are the same in every language.
 */
describe('Error answers in the language the request asks for', () => {
  const app = appPerSuite();
  const { api } = app;

  const post = (path: string, body: unknown, language?: string) => api.request('POST', path, { body, headers: language ? { 'accept-language': language } : {} });
  const messageOf = (answer: ApiResponse, field: string) => (answer.body.errors as { field: string; message: string }[]).find((error) => error.field === field)?.message;
  const shape = (answer: ApiResponse) => ({
    status: answer.status,
    keys: Object.keys(answer.body).sort(),
    field: answer.body.field,
    fields: (answer.body.errors ?? []).map((error: { field: string }) => error.field),
  });

  it("words a bad booking's field errors in Serbian, in Cyrillic or in English, naming the same fields", async () => {
    const serbian = await post('/api/reservations', { persons: 2 });
    const cyrillic = await post('/api/reservations', { persons: 2 }, 'sr-Cyrl');
    const english = await post('/api/reservations', { persons: 2 }, 'en-GB,en;q=0.9');

    expect(serbian.status).toBe(400);
    expect(messageOf(serbian, 'firstName')).toBe('Ime je obavezno polje');
    expect(messageOf(cyrillic, 'firstName')).toBe('Име је обавезно поље');
    expect(messageOf(english, 'firstName')).toBe('First name is required');
    expect(english.body.message).toBe(messageOf(english, english.body.field));
    expect(shape(cyrillic)).toEqual(shape(serbian));
    expect(shape(english)).toEqual(shape(serbian));

    expect(serbian.headers.get('content-language')).toBe('sr-Latn');
    expect(english.headers.get('content-language')).toBe('en');
    expect(english.headers.get('vary')).toMatch(/Accept-Language/);
  });

  it('honours quality values and answers in Serbian when it speaks none of the languages asked for', async () => {
    const message = async (language: string) => messageOf(await post('/api/reservations', { persons: 2 }, language), 'firstName');
    expect(await message('en;q=0.3, sr;q=0.8')).toBe('Ime je obavezno polje');
    expect(await message('de-DE, en;q=0.5')).toBe('First name is required');
    expect(await message('sr;q=0, en')).toBe('First name is required');
    expect(await message('sr-Cyrl-RS;q=0.9, sr-Latn;q=0.5')).toBe('Име је обавезно поље');
    expect(await message('fr-FR, de')).toBe('Ime je obavezno polje');
    expect(await message('*')).toBe('Ime je obavezno polje');
  });

  it("words a module's refusals alike: a cancellation link that is not one (400) and an unknown reservation (404)", async () => {
    const serbian = await post('/api/reservations/cancel', { token: 'nije-link' });
    const english = await post('/api/reservations/cancel', { token: 'nije-link' }, 'en');
    expect({ status: serbian.status, field: serbian.body.field }).toEqual({ status: 400, field: 'token' });
    expect({ status: english.status, field: english.body.field }).toEqual({ status: 400, field: 'token' });
    expect(serbian.body.message).toMatch(/^Link za otkazivanje nije ispravan/);
    expect(english.body.message).toMatch(/^The cancellation link is not valid/);

    const missing = '0123456789abcdef01234567';
    const notFound = (language?: string) => api.request('GET', `/api/reservations/${missing}`, { token: app.adminToken, headers: language ? { 'accept-language': language } : {} });
    expect((await notFound()).body).toEqual({ statusCode: 404, message: 'Rezervacija nije pronađena' });
    expect((await notFound('sr-Cyrl')).body).toEqual({ statusCode: 404, message: 'Резервација није пронађена' });
    expect((await notFound('en')).body).toEqual({ statusCode: 404, message: 'Reservation not found' });
  });

  it("words a route's own answers and the sign-in's refusals in the request's language (no text written into an answer)", async () => {
    const login = (language?: string) => post('/api/auth/login', { email: 'niko@izlazak.test', password: 'pogresna-lozinka-1' }, language);
    expect((await login()).body).toEqual({ statusCode: 401, message: 'Pogrešan email ili lozinka' });
    expect((await login('en')).body).toEqual({ statusCode: 401, message: 'Wrong email or password' });

    const subscribed = await post('/api/site/subscribe', { email: 'guest.from.abroad@example.test' }, 'en');
    expect([subscribed.status, subscribed.body.message, subscribed.headers.get('content-language')]).toEqual([201, 'Email address added', 'en']);
    expect((await post('/api/site/subscribe', { email: 'gost@example.test' })).body.message).toBe('Email uspešno dodat');

    const sitemap = (language?: string) => fetch(`${app.baseUrl}/sitemap-0.xml`, { headers: language ? { 'accept-language': language } : {} });
    const missing = await sitemap('en');
    expect([missing.status, await missing.text()]).toEqual([404, 'No such sitemap']);
    expect(await (await sitemap()).text()).toBe('Nema te mape sajta');
  });

  it("words the platform's own refusals too (a body that is not JSON)", async () => {
    const english = await api.request('POST', '/api/reservations', { raw: 'firstName=Ana', headers: { 'content-type': 'text/plain', 'accept-language': 'en' } });
    const serbian = await api.request('POST', '/api/reservations', { raw: 'firstName=Ana', headers: { 'content-type': 'text/plain' } });
    expect(english.status).toBe(serbian.status);
    expect(english.body.message).not.toBe(serbian.body.message);
    expect(english.headers.get('content-language')).toBe('en');
  });
});
