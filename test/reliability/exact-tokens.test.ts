import { appPerSuite } from '../support/app';
import { waitForMail } from '../support/mailbox';
import { tokenFromLink } from '../api/accounts-support';

/** A token is accepted only exactly as it was issued: nothing appended, prepended or inserted. */
describe('Tokens are exact', () => {
  const app = appPerSuite({ env: { RATE_LIMIT_PER_WINDOW: '0' } });
  const { api } = app;

  it('a session token with anything around it is no session', async () => {
    expect((await api.get('/api/auth/me', app.adminToken)).status).toBe(200);
    const [id, signature] = app.adminToken.split('.');
    for (const spoiled of [
      `${app.adminToken}.garbage`,
      `${app.adminToken}.`,
      `${app.adminToken}x`,
      `x${app.adminToken}`,
      `${id}.${signature}.${signature}`,
      `${id.toUpperCase()}.${signature}`,
    ]) {
      const answer = await api.get('/api/auth/me', spoiled);
      expect([spoiled, answer.status]).toEqual([spoiled, 401]);
    }
  });

  it('a mailed verification link with anything appended verifies nothing', async () => {
    const email = 'tacno@izlazak.test';
    const registered = await api.post('/api/auth/register', {
      username: 'tacno',
      firstName: 'Ana',
      lastName: 'Anić',
      mobilePhone: '060',
      email,
      password: 'abcd',
      confirmPassword: 'abcd',
      terms: true,
    });
    expect(registered.status).toBe(201);
    const mail = await waitForMail(app.mailDir, (m) => m.to.includes(email) && m.text.includes('/auth/verify-email/'));
    const token = tokenFromLink(mail.text, '/auth/verify-email');

    for (const spoiled of [`${token}.garbage`, `${token}x`]) {
      expect((await api.post(`/api/auth/verify-email/${spoiled}`, {})).status).toBeGreaterThanOrEqual(400);
    }
    expect((await api.post('/api/auth/login', { email, password: 'abcd' })).status).toBe(403);
    expect((await api.post(`/api/auth/verify-email/${token}`, {})).status).toBe(200);
  });

  it('a reset token with anything appended changes no password', async () => {
    const answer = await api.post('/api/auth/reset-password', { token: `${'a'.repeat(43)}.garbage`, password: 'nova', confirmPassword: 'nova' });
    expect(answer.status).toBe(400);
  });
});
