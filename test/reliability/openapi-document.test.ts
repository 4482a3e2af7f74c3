import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { startTestApp, type TestApp } from '../support/app';

const SUPPORT = path.join(__dirname, '..', 'support');
const LINTER = path.join(SUPPORT, 'lint-openapi.mjs');
const GENERATOR = path.join(SUPPORT, 'typed-client.mjs');
const CALLS = path.join(__dirname, 'typed-client-calls.ts.txt');

interface Problem {
  severity: 'error' | 'warn';
  rule: string;
  message: string;
  at?: string;
}

interface Operation {
  operationId: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; schema?: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }>; headers?: Record<string, unknown> }>;
}

/**
 * The OpenAPI document at /api/docs/openapi.json, as an integrator uses it: Redocly's recommended
 * lint passes clean, and openapi-typescript makes a typed client of it with which real calls of
 * every feature compile and wrong ones do not.
 */
describe('The OpenAPI document', () => {
  let app: TestApp;
  let document: string;
  let spec: {
    paths: Record<string, Record<string, Operation>>;
    components: { schemas: Record<string, { properties?: object }>; securitySchemes: Record<string, Record<string, string>> };
  };
  const operations = () =>
    Object.entries(spec.paths).flatMap(([route, methods]) => Object.entries(methods).map(([method, operation]) => ({ route: `${method.toUpperCase()} ${route}`, operation })));
  const operation = (route: string) => operations().find((entry) => entry.route === route)!.operation;

  beforeAll(async () => {
    app = await startTestApp();
    document = await (await fetch(`${app.baseUrl}/api/docs/openapi.json`)).text();
    spec = JSON.parse(document);
  });
  afterAll(() => app?.stop());

  it('lints without errors or warnings (npx @redocly/cli lint, recommended rules)', () => {
    const output = execFileSync(process.execPath, [LINTER], { input: document, encoding: 'utf8', timeout: 60_000 });
    const problems: Problem[] = output
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    expect(problems).toEqual([]);
  });

  it('names its two credentials truthfully: the session token (no JWT) and the izk_ integration key', () => {
    const schemes = spec.components.securitySchemes;
    expect(Object.keys(schemes).sort()).toEqual(['integrationKey', 'session']);
    expect(schemes.session).toEqual(expect.objectContaining({ type: 'http', scheme: 'bearer' }));
    expect(schemes.session.bearerFormat).toBeUndefined();
    expect(schemes.integrationKey).toEqual(expect.objectContaining({ type: 'http', scheme: 'bearer', bearerFormat: 'izk_…' }));
    for (const { route, operation } of operations()) expect([route, Array.isArray(operation.security)]).toEqual([route, true]);
    expect(operation('GET /api/integrations/feed').security).toEqual([{ integrationKey: [] }]);
    expect(operation('GET /api/integrations/stream').security).toEqual([{ integrationKey: [] }]);
    expect(operation('POST /api/integrations/keys').security).toEqual([{ session: [] }]);
    expect(operation('POST /api/reservations').security).toEqual([{}, { session: [] }]);
    // Public: a session is optional where it shows more (a manager's pending venue), absent elsewhere.
    expect(operation('GET /api/club').security).toEqual([{}, { session: [] }]);
    expect(operation('GET /api/club/citiesList').security).toEqual([]);
    expect(Object.keys(operation('GET /api/club').responses)).not.toContain('401');
    expect(Object.keys(operation('POST /api/reservations').responses)).toContain('401');
  });

  it('describes every answer: success with its content and schema, errors as { statusCode, message }', () => {
    const errorSchema = spec.components.schemas.ApiErrorView as { required?: string[] };
    expect(errorSchema.required).toEqual(expect.arrayContaining(['statusCode', 'message']));
    for (const { route, operation } of operations()) {
      const statuses = Object.keys(operation.responses);
      const success = statuses.filter((status) => status.startsWith('2')).map((status) => operation.responses[status]);
      expect([route, success.length, success.every((answer) => answer.content && Object.keys(answer.content).length > 0)]).toEqual([route, 1, true]);
      const errors = statuses.filter((status) => status.startsWith('4'));
      expect([route, errors.length > 0]).toEqual([route, true]);
      for (const status of errors)
        expect([route, status, operation.responses[status].content?.['application/json'].schema.$ref]).toEqual([route, status, '#/components/schemas/ApiErrorView']);
      for (const parameter of operation.parameters ?? []) expect([route, parameter.name, Object.keys(parameter.schema ?? {}).length > 0]).toEqual([route, parameter.name, true]);
    }
    const contentOf = (route: string, status = '200') => Object.keys(operation(route).responses[status].content!);
    expect(contentOf('GET /api/integrations/stream')).toEqual(['text/event-stream']);
    expect(contentOf('GET /api/event/{eventId}/ics')).toEqual(['text/calendar']);
    expect(contentOf('GET /api/history/export')).toEqual(['text/csv']);
    expect(contentOf('GET /api/site/mailingList')).toEqual(['text/csv']);
    expect(operation('POST /api/reservations').responses['201'].content!['application/json'].schema.$ref).toBe('#/components/schemas/PlacedReservationView');
    expect(Object.keys(operation('PUT /api/club/sliders').requestBody!.content)).toEqual(['multipart/form-data']);
    expect(Object.keys(operation('POST /api/event').requestBody!.content)).toEqual(['multipart/form-data', 'application/json']);
  });

  it('says where conditional requests and idempotency keys apply: ETag on reads, If-Match and 412 on edits, Idempotency-Key and 409/422 on creations', () => {
    const headerNames = (route: string) => (operation(route).parameters ?? []).filter((parameter) => parameter.in === 'header').map((parameter) => parameter.name);
    expect(Object.keys(operation('GET /api/club/{clubId}').responses['200'].headers ?? {})).toEqual(['ETag']);
    // A read waits for the caller's last write it names; an edit's answer names its own.
    expect(headerNames('GET /api/club/{clubId}')).toEqual(['X-Izlazak-After']);
    expect(headerNames('PUT /api/reservations/{id}')).toContain('If-Match');
    expect(Object.keys(operation('PUT /api/reservations/{id}').responses)).toEqual(expect.arrayContaining(['200', '409', '412']));
    expect(Object.keys(operation('PUT /api/reservations/{id}').responses['200'].headers ?? {})).toEqual(['ETag', 'X-Izlazak-Position']);
    expect(Object.keys(operation('POST /api/reservations').responses['201'].headers ?? {})).toEqual(['X-Izlazak-Position']);
    expect(headerNames('POST /api/reservations')).toContain('Idempotency-Key');
    expect(Object.keys(operation('POST /api/reservations').responses)).toEqual(expect.arrayContaining(['201', '409', '422', '429']));
  });

  it('has the bodies the routes validate, with their properties, under stable names', () => {
    const reservationBody = operation('POST /api/reservations').requestBody!.content['application/json'].schema;
    expect(reservationBody).toEqual({ $ref: '#/components/schemas/ReservationInput' });
    expect(operation('PUT /api/reservations/{id}').requestBody!.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ReservationUpdateInput' });
    expect(operation('POST /api/reservations/cancel').requestBody!.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ReservationCancelInput' });
    expect(Object.keys(spec.components.schemas.ReservationInput.properties!)).toEqual(
      expect.arrayContaining(['firstName', 'lastName', 'phone', 'email', 'persons', 'clubId', 'tableId', 'date']),
    );
    expect(Object.keys(spec.components.schemas.CouponInput.properties!)).toEqual(expect.arrayContaining(['name', 'code', 'limit', 'discount', 'startDate', 'endDate']));
    const query = operation('GET /api/reservations').parameters!.filter((parameter) => parameter.in === 'query');
    expect(query.find((parameter) => parameter.name === 'order')!.schema).toEqual({ type: 'string', enum: ['asc', 'desc'] });
  });

  it('generates a typed client (openapi-typescript) with which calls of every feature type-check, and wrong ones do not', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'izlazak-client-'));
    try {
      execFileSync(process.execPath, [GENERATOR, path.join(dir, 'api.ts')], { input: document, timeout: 60_000 });
      fs.copyFileSync(CALLS, path.join(dir, 'calls.ts'));
      const program = ts.createProgram([path.join(dir, 'calls.ts')], {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.CommonJS,
        moduleResolution: ts.ModuleResolutionKind.Node10,
        lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
        types: [],
      });
      const problems = ts.getPreEmitDiagnostics(program).map((diagnostic) => {
        const line = diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line + 1 : 0;
        return `${path.basename(diagnostic.file?.fileName ?? '')}:${line} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`;
      });
      // Every `@ts-expect-error` line refuses to compile (else "Unused '@ts-expect-error' directive").
      expect(problems).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
