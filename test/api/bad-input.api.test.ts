import { randomUUID } from 'node:crypto';
import { apiClient, type ApiResponse } from '../support/http';
import { startTestApp, type TestApp } from '../support/app';
import { MAX_IMAGE_BYTES } from '../../backend/src/platform/storage/image-storage';
import { bracketFields, clubBody, countEvents, createVenue, managerBody, pngImage, sendForm, type Api } from './venues-fixtures';

/**
 * The rule: bad input gets a clear error (4xx, `{ statusCode, message }` in Serbian, naming the
 * field for a 400 about a field) and changes nothing; never a 500, never a stack trace or SQL.
 * Every route of the API × malformed bodies, spoiled fields, bad ids, bad paging and bad uploads.
 */
type Ids = { club: string; table: string; user: string };
interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** `:club`, `:table`, `:user` take a real id (bad ones in the id cases); `:token` any text. */
  path: string;
  admin?: boolean;
  /** A valid body: each leaf of it is spoiled in turn. */
  body?: (ids: Ids) => Record<string, unknown>;
  /** Also accepts multipart: spoiled fields are sent as a form too, and a stray file. */
  form?: boolean;
  paged?: boolean;
  /** The field taking an image, with the form fields that go with it (optional: may come without). */
  upload?: { field: string; fields: Record<string, string>; optional?: boolean };
  /** The list takes a search text as well. */
  search?: boolean;
  html?: boolean;
}

let n = 0;
const unique = () => `${Date.now().toString(36)}${++n}`;
const venueWithManager = () => ({ user: managerBody(`m.${unique()}@izlazak.test`), club: clubBody(`Objekat ${unique()}`) });
const newUser = () => ({
  firstName: 'Ana',
  lastName: 'Anić',
  mobilePhone: '060',
  email: `u.${unique()}@izlazak.test`,
  password: 'abc',
  confirmPassword: 'abc',
  role: 'user',
  status: true,
});

const ROUTES: Route[] = [
  { method: 'POST', path: '/api/auth/login', body: () => ({ email: 'admin@izlazak.test', password: 'pogresna', rememberMe: false }) },
  { method: 'GET', path: '/api/auth/me', admin: true },
  { method: 'GET', path: '/api/auth/google' },
  { method: 'GET', path: '/api/auth/google/callback?code=x&state=y' },
  {
    method: 'POST',
    path: '/api/auth/register',
    form: true,
    body: () => ({
      username: `k${unique()}`,
      firstName: 'Ana',
      lastName: 'Anić',
      mobilePhone: '060',
      email: `r.${unique()}@izlazak.test`,
      password: 'abc',
      confirmPassword: 'abc',
      terms: true,
    }),
    upload: {
      field: 'profileImage',
      optional: true,
      fields: { username: 'slikar', firstName: 'A', lastName: 'B', mobilePhone: '060', email: 'slikar@izlazak.test', password: 'abc', confirmPassword: 'abc', terms: 'true' },
    },
  },
  { method: 'POST', path: '/api/auth/register-company', form: true, body: venueWithManager },
  { method: 'POST', path: '/api/auth/change-password', body: () => ({ email: 'nepoznat@izlazak.test' }) },
  { method: 'POST', path: '/api/auth/reset-password', body: () => ({ token: 'a'.repeat(40), password: 'abcd', confirmPassword: 'abcd' }) },
  { method: 'POST', path: '/api/auth/verify-email/:token' },
  { method: 'GET', path: '/api/user', admin: true, paged: true, search: true },
  { method: 'POST', path: '/api/user', admin: true, body: newUser },
  {
    method: 'PUT',
    path: '/api/user/:user',
    admin: true,
    body: () => ({ firstName: 'Ana', lastName: 'Anić', mobilePhone: '061', email: `e.${unique()}@izlazak.test`, role: 'user', status: true }),
  },
  { method: 'DELETE', path: '/api/user/:user', admin: true },
  { method: 'GET', path: '/api/user/profile', admin: true },
  { method: 'PUT', path: '/api/user/profile', admin: true, body: () => ({ firstName: 'Admin', lastName: `A${unique()}`, mobilePhone: '060' }) },
  { method: 'PATCH', path: '/api/user/locale', admin: true, body: () => ({ locale: 'en' }) },
  { method: 'GET', path: '/api/health' },
  { method: 'GET', path: '/api/club', paged: true, search: true },
  { method: 'POST', path: '/api/club', admin: true, form: true, body: venueWithManager },
  { method: 'GET', path: '/api/club/:club' },
  { method: 'PUT', path: '/api/club/:club', admin: true, form: true, body: () => clubBody(`Klub ${unique()}`) },
  { method: 'DELETE', path: '/api/club/:club', admin: true },
  { method: 'PUT', path: '/api/club/approve/:club', admin: true },
  {
    method: 'PUT',
    path: '/api/club/updateWithManager/:club',
    admin: true,
    form: true,
    body: () => ({ user: managerBody('vlasnik@izlazak.test', { password: '', confirmPassword: '' }), club: clubBody(`Klub ${unique()}`) }),
  },
  { method: 'GET', path: '/api/club/workingHours/:club' },
  {
    method: 'PUT',
    path: '/api/club/updateWorkingHours',
    admin: true,
    body: (ids) => ({ clubId: ids.club, workingHours: [{ day: 'Petak', from: '22:00', to: `0${++n % 6}:00`, closed: false }] }),
  },
  { method: 'PUT', path: '/api/club/addClubImage/:club', admin: true, upload: { field: 'image', fields: { imageName: 'logo' } } },
  { method: 'PUT', path: '/api/club/sliders/:club', admin: true, upload: { field: 'image1', fields: {} } },
  { method: 'PUT', path: '/api/club/sliders', admin: true, upload: { field: 'image1', fields: {} } },
  { method: 'GET', path: '/api/club/objectTypes' },
  { method: 'GET', path: '/api/club/typesList' },
  { method: 'GET', path: '/api/club/citiesList' },
  { method: 'GET', path: '/api/club/clubsList?type=%00' },
  { method: 'GET', path: '/api/club/manager/:club', admin: true },
  { method: 'GET', path: '/api/club/allTables/:club', paged: true },
  { method: 'POST', path: '/api/club/table', admin: true, body: (ids) => ({ name: `Sto ${unique()}`, maxPersons: 4, area: 'Bašta', clubId: ids.club }) },
  { method: 'PUT', path: '/api/club/table/:table', admin: true, body: () => ({ name: `Sto ${unique()}`, maxPersons: 6, area: 'Sala' }) },
  { method: 'DELETE', path: '/api/club/table/:table', admin: true },
  { method: 'GET', path: '/api/club/:club/floor?night=2031-01-01' },
  {
    method: 'PUT',
    path: '/api/club/:club/floor',
    admin: true,
    body: (ids) => ({
      width: 1000,
      height: 600,
      zones: [{ name: 'Bina', color: '#f59e0b' }],
      tables: [{ _id: ids.table, zoneId: 'Bina', shape: 'round', x: 100 + (++n % 500), y: 100, width: 60, height: 60, rotation: 0, minPersons: 1, maxPersons: 4 }],
    }),
  },
  { method: 'GET', path: '/api/site' },
  { method: 'PUT', path: '/api/site', admin: true, body: () => ({ name: `Izlazak ${unique()}`, email: 'info@izlazak.test', location: 'Beograd', socialMedia: [] }) },
  { method: 'PUT', path: '/api/site/sliders', admin: true, upload: { field: 'image1', fields: {} } },
  { method: 'GET', path: '/api/site/sliderImages' },
  { method: 'POST', path: '/api/site/sendMessage', body: () => ({ name: 'Ana', email: 'ana@izlazak.test', theme: 'Pitanje', phone: '060', message: 'Zdravo' }) },
  { method: 'POST', path: '/api/site/subscribe', body: () => ({ email: `s.${unique()}@izlazak.test` }) },
  { method: 'POST', path: '/api/site/unsubscribe/:token' },
  { method: 'GET', path: '/api/site/unsubscribe/:token', html: true },
  { method: 'GET', path: '/api/site/messages', admin: true, paged: true },
  { method: 'GET', path: '/api/site/mailingList', admin: true },
  { method: 'GET', path: '/api/reservations', admin: true, paged: true, search: true },
  {
    method: 'POST',
    path: '/api/reservations',
    // A night of its own for each valid body, so none is refused for a taken table.
    body: (ids) => ({ clubId: ids.club, tableId: ids.table, date: nextNight(), persons: 2, firstName: 'Ana', lastName: 'Anić', phone: '060 123456', email: 'ana@gost.test' }),
  },
  { method: 'GET', path: '/api/reservations/:token', admin: true },
  { method: 'GET', path: '/api/coupons', admin: true, paged: true, search: true },
  {
    method: 'POST',
    path: '/api/coupons',
    admin: true,
    body: (ids) => ({ name: 'Popust', code: `K${unique()}`, limit: 5, discount: 10, startDate: '01.01.2030', endDate: '31.12.2030', clubId: ids.club }),
  },
];

let nights = 0;
const nextNight = () => new Date(Date.UTC(2031, 0, 1 + ++nights)).toISOString().slice(0, 10);

const RAW_BODIES: [string, string, string, Record<string, string>?][] = [
  ['broken JSON', 'application/json', '{"email": nope'],
  ['plain text', 'text/plain', 'zdravo'],
  ['an array', 'application/json', '[1,2,3]'],
  ['a string', 'application/json', '"tekst"'],
  ['null', 'application/json', 'null'],
  ['deep nesting', 'application/json', `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`],
  ['nested brackets', 'application/x-www-form-urlencoded', `${'a'}${'[b]'.repeat(500)}=1&%%%=2`],
  ['multipart without boundary', 'multipart/form-data', 'xx'],
  ['cut multipart', 'multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1'],
  ['2 MB of JSON', 'application/json', JSON.stringify({ a: 'x'.repeat(2 * 1024 * 1024) })],
  ['gzip that is not gzip', 'application/json', '{"email":"a@b.rs"}', { 'content-encoding': 'gzip' }],
  ['a form in gzip that is not gzip', 'multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--\r\n', { 'content-encoding': 'gzip' }],
  ['an unknown encoding', 'application/json', '{}', { 'content-encoding': 'br, zz' }],
  ['a lone surrogate in a key', 'application/json', '{"x\\ud800y": 1}'],
];
const BAD_VALUES: [string, unknown][] = [
  ['a number', 12345],
  ['an object', { a: 1 }],
  ['an array', ['x']],
  ['null', null],
  ['true', true],
  ['a NUL character', 'a\u0000b'],
  ['a lone surrogate', 'x\ud800y'],
  ['100k chars', 'x'.repeat(100_000)],
  // Unprintable: a validator's "received …" message and any template string throw on it.
  ['an object with its own toString', { toString: 1 }],
];
// Optional text may come as a number or null (a form's '' or a phone typed as a number): accepted, or 400 naming the field.
const LENIENT = new Set<unknown>([12345, null]);
const BAD_IDS = ['x', '..%2F..%2Fetc%2Fpasswd', 'a'.repeat(300), randomUUID(), "1'%20OR%20'1'%3D'1", '%E0%A4%A', '%00'];
const BAD_PAGING = ['page=-1', 'size=abc', 'size=100000', 'size=0', 'page=1.5', 'page=1&page=2', 'size=%00'];
const BAD_SEARCH = [`search=${'x'.repeat(5000)}`, 'search=a%00b', 'search=a&search=b'];
const BAD_TOKENS = ['x', 'Bearer ', `Bearer ${'a'.repeat(5000)}`, 'Bearer a.b.c'];
// English, stack lines and database talk have no place in an answer.
const LEAK = /\b(the|error|exception|expected|unexpected|cannot|undefined|failed|select|insert|relation|column|syntax|violates)\b|\n\s*at |node_modules|\.ts:\d/i;

/** Every leaf of a body (objects recurse, arrays are leaves), as dotted paths. */
function leaves(value: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, inner]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return inner && typeof inner === 'object' && !Array.isArray(inner) ? [path, ...leaves(inner as Record<string, unknown>, path)] : [path];
  });
}

function spoiled(body: Record<string, unknown>, path: string, value: unknown) {
  const copy = structuredClone(body);
  const keys = path.split('.');
  let node: any = copy;
  for (const key of keys.slice(0, -1)) node = node[key];
  node[keys.at(-1)!] = value;
  return copy;
}

function valueAt(body: Record<string, unknown>, path: string): unknown {
  return path.split('.').reduce<any>((node, key) => node?.[key], body);
}

describe('Bad input on every route: a clear 4xx in Serbian, nothing changes', () => {
  let app: TestApp;
  let api: Api;
  let admin: string;
  const ids = {} as Ids;

  beforeAll(async () => {
    app = await startTestApp();
    api = apiClient(app.baseUrl);
    admin = await api.login(app.admin.email, app.admin.password);
    ids.club = (await createVenue(api, admin, 'Klub Meta')).id;
    ids.table = (await api.post('/api/club/table', { name: 'Sto 1', maxPersons: 4, clubId: ids.club }, admin)).body._id;
    ids.user = (await api.post('/api/user', newUser(), admin)).body._id;
  });
  afterAll(() => app?.stop());

  /** Sends one bad request and returns what is wrong with the answer (nothing: ''). */
  async function problemWith(label: string, send: () => Promise<ApiResponse>, route: Route, expected?: { status?: number; field?: string; lenient?: boolean }) {
    const before = await countEvents(app);
    let response: ApiResponse;
    try {
      response = await send();
    } catch (error) {
      return `${label}: no answer (${String(error)})`;
    }
    const after = await countEvents(app);
    const { status, body } = response;
    const problems: string[] = [];
    if (expected?.lenient && status < 300) return '';
    if (status < 400 || status >= 500) problems.push(`status ${status}`);
    if (expected?.status && status !== expected.status) problems.push(`status ${status}, not ${expected.status}`);
    if (after !== before) problems.push(`${after - before} event(s) recorded`);
    if (route.html && typeof body === 'string') {
      if (typeof body !== 'string' || LEAK.test(body.replace(/<[^>]+>/g, ''))) problems.push(`page ${String(body).slice(0, 200)}`);
    } else if (typeof body !== 'object' || body === null || body.statusCode !== status || typeof body.message !== 'string' || !body.message) {
      problems.push(`body ${JSON.stringify(body).slice(0, 200)}`);
    } else {
      const messages = [body.message, ...(body.errors ?? []).map((e: { message: string }) => e.message)].join(' | ');
      if (LEAK.test(messages) || 'stack' in body) problems.push(`message "${messages.slice(0, 200)}"`);
      const extra = Object.keys(body).filter((key) => !['statusCode', 'message', 'field', 'errors', 'correlationId'].includes(key));
      if (extra.length) problems.push(`keys ${extra}`);
      if (expected?.field !== undefined && status === 400 && body.field !== expected.field)
        problems.push(`field ${body.field}, not ${expected.field} ("${body.message.slice(0, 100)}")`);
    }
    return problems.length ? `${label}: ${problems.join('; ')}` : '';
  }

  const pathOf = (route: Route, id?: string) =>
    route.path.replace(/:(club|table|user|token)/, (_, name: keyof Ids | 'token') => id ?? (name === 'token' ? 'a'.repeat(40) : ids[name]));
  const tokenFor = (route: Route) => (route.admin ? admin : undefined);

  it.each(ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', async (_, route) => {
    const problems: string[] = [];
    const check = async (label: string, send: () => Promise<ApiResponse>, expected?: { status?: number; field?: string; lenient?: boolean }) => {
      const problem = await problemWith(label, send, route, expected);
      if (problem) problems.push(problem);
    };
    const request = (path: string, options: Parameters<Api['request']>[2] = {}) => api.request(route.method, path, { token: tokenFor(route), ...options });

    // Bodies that are not what any route reads.
    if (route.method !== 'GET' && route.method !== 'DELETE' && (route.body || route.upload)) {
      for (const [label, type, raw, headers] of RAW_BODIES) {
        await check(`body: ${label}`, () => request(pathOf(route), { raw, headers: { 'content-type': type, ...headers } }));
      }
    }
    // A valid body with one field spoiled: 400 naming that field.
    if (route.body) {
      const valid = route.body(ids);
      for (const field of leaves(valid)) {
        for (const [label, value] of BAD_VALUES) {
          const good = valueAt(valid, field);
          if (typeof value === typeof good && typeof value !== 'string' && value !== null) continue;
          const lenient = LENIENT.has(value) && typeof good === 'string';
          await check(`${field} = ${label}`, () => request(pathOf(route), { body: spoiled(route.body!(ids), field, value) }), { field, lenient });
        }
      }
      if (route.form) {
        const fields = bracketFields(valid);
        for (const key of Object.keys(fields)) {
          await check(`form ${key} = 100k chars`, () => sendForm(app.baseUrl, route.method, pathOf(route), { ...fields, [key]: 'x'.repeat(100_000) }, [], tokenFor(route)));
        }
        await check('form with a stray file', async () =>
          sendForm(app.baseUrl, route.method, pathOf(route), fields, [{ field: 'file', content: await pngImage(), filename: 'a.png' }], tokenFor(route)),
        );
      }
    }
    // Uploads: a file that is not an image, and one that is too big.
    if (route.upload) {
      const { field, fields } = route.upload;
      const files = [
        ['a text file named .png', Buffer.from('<?php echo 1; ?>'), 'slika.png'],
        ['a truncated PNG', (await pngImage()).subarray(0, 60), 'slika.png'],
        ['an oversize file', Buffer.alloc(MAX_IMAGE_BYTES + 1024, 1), 'velika.png'],
      ] as const;
      for (const [label, content, filename] of files) {
        await check(`upload: ${label}`, () => sendForm(app.baseUrl, route.method, pathOf(route), fields, [{ field, content, filename }], tokenFor(route)));
      }
      if (!route.upload.optional) await check('upload: no file', () => sendForm(app.baseUrl, route.method, pathOf(route), fields, [], tokenFor(route)));
    }
    // Ids that name nothing (an unknown uuid: 404).
    if (/:(club|table|user|token)/.test(route.path)) {
      for (const id of BAD_IDS) {
        const expected = id.length === 36 && !route.path.includes(':token') ? { status: 404 } : undefined;
        const send = route.upload
          ? async () =>
              sendForm(
                app.baseUrl,
                route.method,
                pathOf(route, id),
                route.upload!.fields,
                [{ field: route.upload!.field, content: await pngImage(), filename: 'a.png' }],
                tokenFor(route),
              )
          : () => request(pathOf(route, id), { body: route.body?.(ids) });
        await check(`id ${id.slice(0, 40)}`, send, expected);
      }
    }
    if (route.paged) {
      for (const query of [...BAD_PAGING, ...(route.search ? BAD_SEARCH : [])]) await check(`query ${query.slice(0, 40)}`, () => request(`${pathOf(route)}?${query}`));
    }
    // Protected routes: anonymous and broken tokens get 401 whatever else is wrong.
    if (route.admin) {
      // Guards come before schemas: a spoiled body from nobody is a 401.
      const body = route.body ? spoiled(route.body(ids), leaves(route.body(ids))[0], 12345) : undefined;
      await check('anonymous', () => api.request(route.method, pathOf(route), { body }), { status: 401 });
      for (const token of BAD_TOKENS) {
        await check(`token ${token.slice(0, 20)}`, () => api.request(route.method, pathOf(route), { headers: { authorization: token } }), { status: 401 });
      }
    }
    // Routes that read nothing still shrug off junk in the query.
    const junk = await request(`${pathOf(route).split('?')[0]}?page=-1&x[y][z]=1&%E0=1`);
    if (junk.status >= 500) problems.push(`junk query: status ${junk.status}`);
    expect(problems).toEqual([]);
  });
});
