import { randomUUID } from 'node:crypto';
import { appPerSuite } from '../support/app';
import { addTables, openEveryNight, venueWithManager } from '../support/venues';

/**
 * Every write route the OpenAPI document lists (POST, PUT, PATCH, DELETE), generated from the
 * document itself so a new route is covered the day it is documented: sent values no form sends
 * (null, huge, negative and NaN-like numbers, text where numbers go and the other way round, deep
 * nesting, arrays instead of objects, objects with their own `toString` or `__proto__`, very long
 * text, NUL, ids like `__proto__`), anonymously and signed in as the admin and as a venue's
 * manager, with the path's ids real where they can be. Whatever is wrong, the answer is never a
 * 5xx; each failure prints the route, who sent it, the body and the answer.
 * Multipart-only routes (uploads, the bank statement import) are bad-input.api.test.ts's.
 */

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  example?: unknown;
  format?: string;
  minimum?: number;
  minLength?: number;
  maxLength?: number;
};
interface Operation {
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: Schema; example?: unknown }> };
}
interface Spec {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

const deep = (levels: number): unknown => (levels === 0 ? 1 : { a: deep(levels - 1) });
// Own keys every object already has; `['__proto__']` makes it a key, as JSON.parse does.
const protoKey = { ['__proto__']: { toString: 1 } };

/** What goes in every field at once (one request each), and as the whole body. */
const HOSTILE: [string, unknown][] = [
  ['null', null],
  ['-1', -1],
  ['1e308', 1e308],
  ['-1e308', -1e308],
  ['2^53+1', 9007199254740993],
  ['0.5', 0.5],
  ["'NaN'", 'NaN'],
  ["'-Infinity'", '-Infinity'],
  ["'1e400'", '1e400'],
  ["'99999999999999999999'", '99999999999999999999'],
  ["''", ''],
  ['true', true],
  ['[]', []],
  ['[mixed]', [null, 1, 'a', {}, []]],
  ['{}', {}],
  ['{toString: 1}', { toString: 1 }],
  ['{toString: {}}', { toString: {} }],
  ['{valueOf, toString}', { valueOf: 1, toString: 'x' }],
  ['{__proto__}', protoKey],
  ['{constructor}', { constructor: { prototype: { toString: 1 } } }],
  ['14 levels deep', deep(14)],
  ['100k chars', 'x'.repeat(100_000)],
  ["'__proto__'", '__proto__'],
  ["'constructor'", 'constructor'],
  ["'2031-02-30'", '2031-02-30'],
];
/** What goes in one field of an otherwise plausible body. */
const PER_FIELD: [string, unknown][] = [
  ['null', null],
  ['-1', -1],
  ['1e308', 1e308],
  ['5k chars', 'x'.repeat(5_000)],
  ['[mixed]', [null, 1, 'a', {}]],
  ["'__proto__'", '__proto__'],
];
/** Whole bodies that are no object of fields. */
const BODIES: [string, unknown][] = [
  ['null', null],
  ['a number', 12345],
  ['a string', 'tekst'],
  ['an array of objects', [{}, { toString: 1 }]],
  ['an array of nulls', [null, null]],
  ['14 levels deep', deep(14)],
];
/** What a path's id may be instead. */
const PATH_VALUES = ['__proto__', 'constructor', 'toString', '-1', '1e308', 'x'.repeat(500), '%5Bobject%20Object%5D', "1'%20OR%20'1'%3D'1"];
const MAX_FIELDS = 24;
/** Ids that name what every object already has: a lookup by them must find nothing. */
const INHERITED_IDS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];
/** A query no write route reads, with keys every object already has. */
const HOSTILE_QUERY = '?toString=1&__proto__[toString]=1&constructor[prototype]=1&a[b][c]=1';
const PARALLEL = 6;

type Who = 'anonymous' | 'admin' | 'manager';
interface Probe {
  route: string;
  method: string;
  who: Who;
  path: string;
  body?: unknown;
}

describe('Hostile input on every write route of the OpenAPI document: never a 5xx', () => {
  const app = appPerSuite({ env: { RATE_LIMIT_PER_WINDOW: '0' } });
  let spec: Spec;
  const ids: Record<string, string> = {};
  const tokens: Partial<Record<Who, string>> = {};

  beforeAll(async () => {
    spec = await (await fetch(`${app.baseUrl}/api/docs/openapi.json`)).json();
    const venue = await venueWithManager(app.api, app.adminToken, 'Klub Neprijatelj');
    await openEveryNight(app.api, venue.managerToken);
    const [tableId] = await addTables(app.api, venue.managerToken, [{ name: 'Sto 1', maxPersons: 6 }]);
    const night = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const placed = await app.api.post(
      '/api/reservations',
      { clubId: venue.clubId, tableId, date: night, persons: 2, firstName: 'Ana', lastName: 'Anić', phone: '060 123456', email: 'ana@gost.test' },
      venue.managerToken,
    );
    expect(placed.status).toBe(201);
    Object.assign(ids, { clubId: venue.clubId, tableId, id: placed.body._id, reservationId: placed.body._id });
    tokens.admin = app.adminToken;
    tokens.manager = venue.managerToken;
  });

  const resolve = (schema: Schema): Schema => (schema.$ref ? spec.components.schemas[schema.$ref.split('/').pop()!] : schema);

  /** A value the schema would take, as far as its JSON Schema says: a base for spoiling one field. */
  function plausible(given: Schema, depth = 0, key = '', all = false): unknown {
    const schema = resolve(given);
    if (key in ids) return ids[key];
    if (schema.example !== undefined) return schema.example;
    if (schema.const !== undefined) return schema.const;
    if (schema.enum) return schema.enum[0];
    const branches = schema.anyOf ?? schema.oneOf;
    if (branches) return plausible(branches.find((branch) => branch.const === undefined && branch.type !== 'null') ?? branches[0], depth, key, all);
    const type = Array.isArray(schema.type) ? schema.type.find((one) => one !== 'null') : schema.type;
    switch (type) {
      case 'string':
        if (schema.format === 'email') return 'neprijatelj@izlazak.test';
        if (schema.format?.startsWith('date')) return '2031-01-10';
        return 'Tekst'.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? 100);
      case 'integer':
      case 'number':
        return Math.max(1, schema.minimum ?? 1);
      case 'boolean':
        return false;
      case 'array':
        return depth < 3 && schema.items ? [plausible(schema.items, depth + 1, '', all)] : [];
      case 'object':
      default:
        if (!schema.properties || depth > 3) return {};
        // What must be there (and the ids the suite knows): an optional field is spoiled on its own.
        return Object.fromEntries(
          Object.entries(schema.properties)
            .filter(([name]) => all || !schema.required || schema.required.includes(name) || name in ids)
            .map(([name, inner]) => [name, plausible(inner, depth + 1, name, all)]),
        );
    }
  }

  /** Every leaf of a body as a path of keys (arrays: their first item), objects and arrays too. */
  function fields(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
    if (Array.isArray(value)) return value.length ? [[...prefix, 0], ...fields(value[0], [...prefix, 0])].filter((path) => path.length) : [];
    if (value === null || typeof value !== 'object') return [];
    return Object.entries(value).flatMap(([key, inner]) => [[...prefix, key], ...fields(inner, [...prefix, key])]);
  }

  /** The body with the value at `path` (made where the body has no such field yet). */
  function spoiled(body: unknown, path: (string | number)[], value: unknown): unknown {
    const copy = structuredClone(body) as Record<string | number, unknown>;
    if (!copy || typeof copy !== 'object') return copy;
    let node = copy;
    for (const [index, key] of path.slice(0, -1).entries()) {
      node[key] ??= typeof path[index + 1] === 'number' ? [] : {};
      node = node[key] as Record<string | number, unknown>;
      if (!node || typeof node !== 'object') return copy;
    }
    node[path.at(-1)!] = value;
    return copy;
  }

  /** Every top-level field of the plausible body set to the same value. */
  const everyField = (body: unknown, value: unknown) =>
    body && typeof body === 'object' && !Array.isArray(body) ? Object.fromEntries(Object.keys(body).map((key) => [key, value])) : value;

  /** The route with the suite's real ids (an unknown one where it has none), `param` as `value`. */
  const pathWith = (route: string, param: string, value: string) => route.replace(/\{(\w+)\}/g, (_, name: string) => (name === param ? value : (ids[name] ?? randomUUID())));

  function probesOf(route: string, method: string, operation: Operation): Probe[] {
    const content = operation.requestBody?.content;
    const json = content?.['application/json'];
    if (content && !json) return []; // multipart only: uploads and the bank statement import
    const signedIn = (operation.security ?? []).some((scheme) => 'session' in scheme);
    const open = (operation.security ?? []).length === 0 || (operation.security ?? []).some((scheme) => Object.keys(scheme).length === 0);
    const name = `${method.toUpperCase()} ${route}`;
    const probes: Probe[] = [];
    const add = (who: Who, path: string, body?: unknown) => probes.push({ route: name, method: method.toUpperCase(), who, path, body });
    const whoAll: Who[] = [...(open ? (['anonymous'] as Who[]) : []), ...(signedIn ? (['admin', 'manager'] as Who[]) : [])];

    if (!json) {
      // Nothing read but the path: its ids spoiled, one at a time (a real id here could delete what the rest needs).
      const params = [...route.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      for (const who of whoAll) {
        for (const param of params) for (const value of PATH_VALUES) add(who, pathWith(route, param, value));
        if (!params.length && who === 'anonymous') for (const [, body] of BODIES) add(who, route, body);
      }
      // A route only for the signed-in still gets a few anonymous probes: 401 before anything else.
      if (!open) for (const [, body] of BODIES.slice(0, 2)) add('anonymous', pathWith(route, '', ''), body);
      return probes;
    }

    const schema = resolve(json.schema);
    // The object form where a route also takes a bare list (working hours): it names the venue.
    const objectForm = schema.properties ? schema : (schema.anyOf ?? schema.oneOf ?? []).map(resolve).find((branch) => branch.properties);
    const example = json.example !== undefined && !(Array.isArray(json.example) && objectForm) ? withIds(json.example) : undefined;
    const base = example ?? plausible(objectForm ?? schema);
    // An admin names the venue; a documented example mostly does not.
    if (objectForm?.properties?.clubId && base && typeof base === 'object' && !Array.isArray(base)) (base as Record<string, unknown>).clubId ??= ids.clubId;
    const path = pathWith(route, '', '');
    if (!open) for (const [, value] of HOSTILE.slice(0, 3)) add('anonymous', path, everyField(base, value));
    for (const who of whoAll) {
      add(who, `${path}${HOSTILE_QUERY}`, base);
      // The manager takes the admin's paths past the guard: the values that differ most will do.
      for (const [, value] of who === 'manager' ? HOSTILE.filter((_, index) => index % 2 === 0) : HOSTILE) add(who, path, everyField(base, value));
      for (const [, body] of BODIES) add(who, path, body);
    }
    // One field at a time, the rest plausible: what gets past the schema reaches the handler.
    const who: Who = signedIn ? 'admin' : 'anonymous';
    const every = fields(objectForm ? plausible(objectForm, 0, '', true) : base).concat(fields(base));
    const unique = [...new Map(every.map((field) => [field.join('.'), field])).values()];
    for (const field of unique.slice(0, MAX_FIELDS)) {
      for (const [, value] of PER_FIELD) add(who, path, spoiled(base, field, value));
    }
    return probes;
  }

  /** The body a route is probed with before spoiling: its example or what its schema requires. */
  function baseOf(operation: Operation): unknown {
    const json = operation.requestBody?.content['application/json'];
    if (!json) return undefined;
    const schema = resolve(json.schema);
    const objectForm = schema.properties ? schema : (schema.anyOf ?? schema.oneOf ?? []).map(resolve).find((branch) => branch.properties);
    const example = json.example !== undefined && !(Array.isArray(json.example) && objectForm) ? withIds(json.example) : undefined;
    const base = example ?? plausible(objectForm ?? schema);
    if (objectForm?.properties?.clubId && base && typeof base === 'object' && !Array.isArray(base)) (base as Record<string, unknown>).clubId ??= ids.clubId;
    return base;
  }

  /** A documented example with the suite's real ids where it names one ('<id stola>'). */
  function withIds(example: unknown): unknown {
    return JSON.parse(JSON.stringify(example), (key, value) =>
      key in ids && typeof value === 'string' ? ids[key] : key === '_id' && typeof value === 'string' && value.startsWith('<') ? ids.tableId : value,
    );
  }

  it('answers every hostile request with a 4xx (or a success), never a 5xx', async () => {
    const probes: (Probe & { body?: unknown })[] = Object.entries(spec.paths).flatMap(([route, methods]) =>
      Object.entries(methods)
        .filter(([method]) => ['post', 'put', 'patch', 'delete'].includes(method))
        .flatMap(([method, operation]) => probesOf(route, method, operation)),
    );
    // Routes that end the session or the account go last, so the rest keep their tokens.
    const last = (probe: Probe) => /\/(me\/erase|change-password|updateWithManager)|^DELETE \/api\/(user|club)\//.test(probe.route);
    probes.sort((a, b) => Number(last(a)) - Number(last(b)));
    expect(probes.length).toBeGreaterThan(1000);

    const failures: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < probes.length) {
        const probe = probes[next++];
        const token = probe.who === 'anonymous' ? undefined : tokens[probe.who];
        const answer = await app.api.request(probe.method, probe.path, { token, ...(probe.body === undefined ? {} : { raw: JSON.stringify(probe.body) }) });
        if (answer.status >= 500) {
          failures.push(
            `${probe.route} as ${probe.who}: ${probe.method} ${probe.path.slice(0, 120)} ${JSON.stringify(probe.body)?.slice(0, 300)} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`,
          );
        }
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    expect(failures).toEqual([]);
  }, 240_000);

  it('finds nothing under an id every object has (__proto__, constructor, toString…): 4xx, nothing done', async () => {
    const found: string[] = [];
    for (const [route, methods] of Object.entries(spec.paths)) {
      const params = [...route.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      for (const [method, operation] of Object.entries(methods)) {
        if (!['post', 'put', 'patch', 'delete'].includes(method) || !params.length) continue;
        const content = operation.requestBody?.content;
        if (content && !content['application/json']) continue;
        const body = baseOf(operation);
        const signedIn = (operation.security ?? []).some((scheme) => 'session' in scheme);
        await Promise.all(
          params.flatMap((param) =>
            INHERITED_IDS.flatMap((id) =>
              (signedIn ? (['admin', 'manager'] as const) : (['anonymous'] as const)).map(async (who) => {
                const path = pathWith(route, param, id);
                const answer = await app.api.request(method.toUpperCase(), path, { token: who === 'anonymous' ? undefined : tokens[who], ...(body === undefined ? {} : { body }) });
                if (answer.status < 400 || answer.status >= 500)
                  found.push(`${method.toUpperCase()} ${path} as ${who} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
              }),
            ),
          ),
        );
      }
    }
    expect(found).toEqual([]);
  }, 120_000);
});
