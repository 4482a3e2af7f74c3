import { loadConfig, startupWarnings } from '../../backend/src/config/config';

/** An operator who deploys without APP_URL hears it at start-up (mails and share previews would link to localhost), and one who asks for web processes without Redis. */
describe('Start-up warnings', () => {
  const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), DATABASE_URL: 'postgres://db/izlazak' };

  it('warns in production when APP_URL is not set, naming the links it affects', () => {
    const [warning, ...more] = startupWarnings(loadConfig(production));
    expect(more).toEqual([]);
    expect(warning).toMatch(/APP_URL is not set/);
    expect(warning).toMatch(/mails/);
    expect(warning).toMatch(/og:url/);
  });

  it('is quiet when APP_URL is set, and outside production', () => {
    expect(startupWarnings(loadConfig({ ...production, APP_URL: 'https://izlazak.rs' }))).toEqual([]);
    expect(startupWarnings(loadConfig({ JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/izlazak-warnings' }))).toEqual([]);
  });

  it('warns that WEB_PROCESSES without REDIS_URL runs one process (live pushes could not cross)', () => {
    const settled = { ...production, APP_URL: 'https://izlazak.rs', WEB_PROCESSES: '2' };
    expect(startupWarnings(loadConfig(settled))).toEqual([expect.stringMatching(/WEB_PROCESSES needs REDIS_URL.*one process/)]);
    expect(startupWarnings(loadConfig({ ...settled, REDIS_URL: 'redis://cache:6379' }))).toEqual([]);
  });
});
