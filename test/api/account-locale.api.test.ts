import { appPerSuite, readModelsCaughtUp } from '../support/app';
import { accountOf, countEvents } from './accounts-support';

/** The language an account chose for its screens: kept on the account, given back with the session. */
describe('PATCH /api/user/locale: the account speaks the language its owner chose', () => {
  const app = appPerSuite();
  const { api } = app;

  it('is null until chosen, then kept and answered by GET /api/auth/me and the profile', async () => {
    const manager = await accountOf(api, app.adminToken, 'jezik.menadzer', 'manager');
    expect((await api.get('/api/auth/me', manager.token)).body.locale).toBeNull();

    const chosen = await api.request('PATCH', '/api/user/locale', { token: manager.token, body: { locale: 'en' } });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toMatchObject({ _id: manager.id, locale: 'en' });
    expect((await api.get('/api/auth/me', manager.token)).body.locale).toBe('en');
    expect((await api.get('/api/user/profile', manager.token)).body.locale).toBe('en');

    await api.request('PATCH', '/api/user/locale', { token: manager.token, body: { locale: 'sr-Cyrl' } });
    expect((await api.get('/api/auth/me', manager.token)).body.locale).toBe('sr-Cyrl');
  });

  it('choosing the language already chosen records nothing', async () => {
    const user = await accountOf(api, app.adminToken, 'jezik.isti', 'user');
    await api.request('PATCH', '/api/user/locale', { token: user.token, body: { locale: 'en' } });
    await readModelsCaughtUp(app);
    const before = await countEvents(app);
    const again = await api.request('PATCH', '/api/user/locale', { token: user.token, body: { locale: 'en' } });
    expect(again.status).toBe(200);
    expect(await countEvents(app)).toBe(before);
  });

  it.each([['de'], ['EN'], [''], [7], [null]])('refuses %p with a 400 naming the field, in Serbian', async (locale) => {
    const user = await accountOf(api, app.adminToken, `jezik.los.${String(locale).toLowerCase() || 'prazno'}`, 'user');
    const refused = await api.request('PATCH', '/api/user/locale', { token: user.token, body: { locale } });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ statusCode: 400, field: 'locale', message: 'Jezik nije podržan: izaberite srpski (latinica ili ćirilica) ili engleski' });
    expect((await api.get('/api/auth/me', user.token)).body.locale).toBeNull();
  });

  it('refuses a missing language too', async () => {
    const refused = await api.request('PATCH', '/api/user/locale', { token: app.adminToken, body: {} });
    expect(refused.status).toBe(400);
    expect(refused.body.field).toBe('locale');
  });

  it('answers 401 without a session', async () => {
    const anonymous = await api.request('PATCH', '/api/user/locale', { body: { locale: 'en' } });
    expect(anonymous.status).toBe(401);
  });
});
