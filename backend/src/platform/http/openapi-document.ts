import type { INestApplication, Type } from '@nestjs/common';
import { HTTP_CODE_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ModulesContainer } from '@nestjs/core';
import {
  DECORATORS,
  DocumentBuilder,
  SwaggerModule,
  type OpenAPIObject,
  type OperationObject,
  type ParameterObject,
  type ReferenceObject,
  type ResponseObject,
  type SchemaObject,
} from '@nestjs/swagger';
import * as contracts from '@izlazak/contracts';
import { apiErrorView, isRequired, toJsonSchema, type AnyStruct, type JsonSchema } from '@izlazak/contracts';
import { GUEST_OR_CALLER_KEY, ROLES_KEY, callerOf } from '#platform/auth/roles.decorator';
import { ConditionalRequestInterceptor } from './conditional-request';
import { IdempotencyInterceptor } from './idempotency';
import { FormBodyPipe } from './multipart/form-body';
import { ROUTE_ANSWERS, type Answer } from './openapi-answers';
import { RATE_LIMIT_KEY } from './rate-limit';
import { SchemaPipe } from './schema.pipe';

const SESSION = 'session';
const INTEGRATION_KEY = 'integrationKey';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/**
 * The API's OpenAPI 3.1 document, served at /api/docs (JSON at /api/docs/openapi.json), made to
 * generate typed clients: request bodies and query parameters are the superstruct schemas the
 * routes validate with (contracts/), answers are the view structs of contracts/src/views.ts (by
 * route, in openapi-answers.ts), errors are `{ statusCode, message }` as each route can answer them,
 * and each operation names the credential it takes: a session token or an integration key.
 */
export function serveOpenApiDocument(app: INestApplication) {
  const openApi = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle('Izlazak API')
    .setDescription(
      'Klubovi, događaji, rezervacije stolova i kontrolna tabla.\n\n' +
        `Čitanje sopstvenih izmena: odgovor svake komande nosi ${contracts.WRITE_POSITION_HEADER} (pozicija njenog poslednjeg događaja); ` +
        `klijent je šalje nazad u ${contracts.READ_AFTER_HEADER}, pa GET odgovara tek kada podaci pokažu tu izmenu (ograničeno čekanje). ` +
        'Komanda čiji se zapis još ne vidi kada odgovara nikada ne kaže 404 za ono što je upravo napravila: odgovara 202 ' +
        '{ statusCode: 202, message, position, location } sa zaglavljem Location kada ruta zna gde će zapis biti.',
    )
    .setVersion('1.0')
    .addServer('/', 'Ovaj server')
    .addSecurity(SESSION, {
      type: 'http',
      scheme: 'bearer',
      description: 'Token sesije iz POST /api/auth/login (neproziran token, nije JWT): `Authorization: Bearer <token>`',
    })
    .addSecurity(INTEGRATION_KEY, {
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'izk_…',
      description: 'Ključ integracije (izk_…) sa kontrolne table: `Authorization: Bearer izk_…`; samo za /api/integrations/feed i /stream',
    })
    .build();
  SwaggerModule.setup('api/docs', app, () => describeRoutes(SwaggerModule.createDocument(app, openApi), handlersOf(app)), {
    jsonDocumentUrl: 'api/docs/openapi.json',
  });
}

interface Handler {
  controller: Type;
  method: string;
  fn: (...args: unknown[]) => unknown;
}

/**
 * Every route's controller and method, by its operationId: Nest's `Controller_method`, or the one
 * a route fixes with `@ApiOperation({ operationId })` (kept when a route moved to a controller of
 * its own, so clients generated from the document keep their names).
 */
function handlersOf(app: INestApplication): Map<string, Handler> {
  const handlers = new Map<string, Handler>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type | null;
      if (!controller) continue;
      const prototype = controller.prototype as Record<string, unknown>;
      for (const method of Object.getOwnPropertyNames(prototype)) {
        const fn = prototype[method];
        if (typeof fn === 'function') handlers.set(operationIdOf(fn) ?? `${controller.name}_${method}`, { controller, method, fn: fn as Handler['fn'] });
      }
    }
  }
  return handlers;
}

const operationIdOf = (fn: object): string | undefined => (Reflect.getMetadata(DECORATORS.API_OPERATION, fn) as { operationId?: string } | undefined)?.operationId;

function describeRoutes(document: OpenAPIObject, handlers: Map<string, Handler>): OpenAPIObject {
  const components = new Components();
  document.info.license = { name: 'Vlasnički softver, sva prava zadržana', identifier: 'LicenseRef-Izlazak' } as OpenAPIObject['info']['license'];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = operations[method];
      if (!operation) continue;
      const route = `${method.toUpperCase()} ${path}`;
      const handler = handlers.get(operation.operationId ?? '');
      if (!handler) throw new Error(`OpenAPI: no handler for ${route}`);
      // A page the browser is sent to (Google sign-in) is no call a client makes.
      if (ROUTE_ANSWERS[route]?.success.kind === 'redirect') delete operations[method];
      else describeOperation(operation, route, handler, components);
    }
    if (!METHODS.some((method) => operations[method])) delete document.paths[path];
  }
  document.components = { ...document.components, schemas: components.schemas };
  return document;
}

function describeOperation(operation: OperationObject, route: string, handler: Handler, components: Components) {
  const inputs = inputsOf(handler);
  const security = securityOf(handler);
  const versioned = interceptorsOf(handler.fn).includes(ConditionalRequestInterceptor);
  const idempotent = interceptorsOf(handler.fn).includes(IdempotencyInterceptor);
  const reading = route.startsWith('GET ');

  operation.security = security;
  if (inputs.body) describeBody(operation, inputs.body, components);
  if (inputs.query) describeQuery(operation, inputs.query);
  operation.parameters = (operation.parameters as ParameterObject[] | undefined)
    ?.filter((parameter) => !(reading && parameter.name === 'If-Match'))
    .map((parameter) => (parameter.schema && Object.keys(parameter.schema).length ? parameter : { ...parameter, schema: { type: 'string' } }));
  if (reading) operation.parameters = [...(operation.parameters ?? []), READ_AFTER_PARAMETER];

  const answer = ROUTE_ANSWERS[route];
  const declared = new Set(Object.keys(operation.responses ?? {}).map(Number));
  const errors = new Set<number>([400, ...(answer?.errors ?? [])]);
  // A credential that is required, or sent to a guest-or-caller route, and not valid.
  if ((security.length > 0 && !optional(security)) || Reflect.getMetadata(GUEST_OR_CALLER_KEY, handler.fn)) errors.add(401);
  if (security.some((requirement) => SESSION in requirement) && !optional(security)) errors.add(403);
  if (/\{/.test(route)) errors.add(404);
  if (Reflect.getMetadata(RATE_LIMIT_KEY, handler.fn)) errors.add(429);
  if (idempotent) [409, 422].forEach((status) => errors.add(status));
  // A body: over the size limit (1 MB of JSON, an image over its limit), or in a format the route does not read.
  if (operation.requestBody) [413, 415].forEach((status) => errors.add(status));
  if (versioned && !reading) errors.add(412);
  for (const status of declared) if (status >= 400 && (status !== 412 || !reading)) errors.add(status);

  const responses: Record<string, ResponseObject> = {};
  if (answer) {
    const status =
      answer.success.kind === 'redirect'
        ? 302
        : (answer.success.status ?? (Reflect.getMetadata(HTTP_CODE_METADATA, handler.fn) as number | undefined) ?? (route.startsWith('POST ') ? 201 : 200));
    const success = successResponse(answer.success, versioned && (reading || route.startsWith('PUT ')), components);
    responses[String(status)] = reading ? success : withWritePosition(success);
  }
  for (const status of [...errors].sort())
    responses[String(status)] = errorResponse(status, (operation.responses?.[status] as ResponseObject | undefined)?.description, components);
  operation.responses = responses;
}

// ---------------------------------------------------------------------------------------------
// Inputs: the structs a route's @Body and @Query pipes validate with

interface RouteArg {
  pipes?: unknown[];
  factory?: unknown;
}

const routeArgsOf = (handler: Handler): Record<string, RouteArg> =>
  (Reflect.getMetadata(ROUTE_ARGS_METADATA, handler.controller, handler.method) as Record<string, RouteArg> | undefined) ?? {};

function inputsOf(handler: Handler): { body?: AnyStruct; query?: AnyStruct } {
  const inputs: { body?: AnyStruct; query?: AnyStruct } = {};
  for (const [key, arg] of Object.entries(routeArgsOf(handler))) {
    const struct = (arg.pipes ?? []).map(structOfPipe).find(Boolean);
    if (!struct) continue;
    const paramtype = Number(key.split(':')[0]) as RouteParamtypes;
    if (paramtype === RouteParamtypes.BODY) inputs.body = struct;
    if (paramtype === RouteParamtypes.QUERY) inputs.query = struct;
  }
  return inputs;
}

function structOfPipe(pipe: unknown): AnyStruct | undefined {
  if (pipe instanceof FormBodyPipe) return pipe.schema.schema;
  if (pipe instanceof SchemaPipe) return pipe.schema;
  return undefined;
}

function describeBody(operation: OperationObject, struct: AnyStruct, components: Components) {
  const ref = components.ref(struct);
  const content = (operation.requestBody && 'content' in operation.requestBody ? operation.requestBody.content : undefined) ?? {};
  const described: Record<string, { schema: SchemaObject | ReferenceObject; example?: unknown }> = {};
  for (const [type, media] of Object.entries(content) as [string, { schema?: SchemaObject }][]) {
    // A form's files are no field of the struct: they stay as the route's @ApiBody says them.
    const files = Object.entries(media.schema?.properties ?? {}).filter(([, field]) => (field as SchemaObject).format === 'binary');
    const schema = type === 'multipart/form-data' && files.length ? { allOf: [ref, { type: 'object', properties: Object.fromEntries(files) }] } : ref;
    // The @ApiBody example stays, as the example of the body.
    described[type] = { schema, ...(media.schema?.example !== undefined ? { example: media.schema.example } : {}) };
  }
  if (!Object.keys(described).length) described['application/json'] = { schema: ref };
  operation.requestBody = { required: true, content: described };
}

function describeQuery(operation: OperationObject, struct: AnyStruct) {
  const fields = struct.schema as Record<string, AnyStruct>;
  const declared = (operation.parameters ?? []) as ParameterObject[];
  const others = declared.filter((parameter) => parameter.in !== 'query');
  const query: ParameterObject[] = Object.entries(fields).map(([name, field]) => {
    const { description: ownDescription, ...schema } = withoutBlank(toJsonSchema(field, name));
    // An @ApiQuery's description and example stay; the schema is the struct's.
    const said = declared.find((parameter) => parameter.in === 'query' && parameter.name === name);
    const description = said?.description ?? ownDescription;
    return {
      name,
      in: 'query',
      required: isRequired(field),
      ...(description ? { description } : {}),
      ...(said?.example !== undefined ? { example: said.example as unknown } : {}),
      // A list in the query string is one comma-separated value: ?types=a,b
      ...(schema.type === 'array' ? { style: 'form', explode: false } : {}),
      schema: schema as SchemaObject,
    };
  });
  operation.parameters = [...others, ...query];
}

/** `?order=` is the parameter left out: a query parameter's schema need not say '' on its own. */
function withoutBlank(schema: JsonSchema): JsonSchema {
  const [value, blank] = schema.anyOf ?? [];
  return schema.anyOf?.length === 2 && blank.const === '' ? value : schema;
}

// ---------------------------------------------------------------------------------------------
// Security: the credential each route takes

function securityOf({ fn, ...handler }: Handler): Record<string, string[]>[] {
  const guards = (Reflect.getMetadata('__guards__', fn) as unknown[] | undefined) ?? [];
  if (guards.some((guard) => typeof guard === 'function' && guard.name === 'IntegratorGuard')) return [{ [INTEGRATION_KEY]: [] }];
  if (Reflect.getMetadata(ROLES_KEY, fn) ?? Reflect.getMetadata(ROLES_KEY, handler.controller)) return [{ [SESSION]: [] }];
  // Open to guests; a session that is sent makes the write the caller's, and a bad one is a 401.
  if (Reflect.getMetadata(GUEST_OR_CALLER_KEY, fn)) return [{}, { [SESSION]: [] }];
  // Public, and a signed-in caller is answered more (a manager sees their venue's drafts).
  if (Object.values(routeArgsOf({ fn, ...handler })).some((arg) => arg.factory === callerOf)) return [{}, { [SESSION]: [] }];
  return [];
}

const optional = (security: Record<string, string[]>[]) => security.some((requirement) => Object.keys(requirement).length === 0);

function interceptorsOf(fn: Handler['fn']): unknown[] {
  return (Reflect.getMetadata('__interceptors__', fn) as unknown[] | undefined) ?? [];
}

// ---------------------------------------------------------------------------------------------
// Answers

const ETAG_HEADER = {
  ETag: { description: 'Verzija zapisa u odgovoru (npr. "3"): pošaljite je u If-Match izmene ili brisanja', schema: { type: 'string' } },
};

function successResponse(answer: Answer, tagged: boolean, components: Components): ResponseObject {
  const headers = tagged ? { headers: ETAG_HEADER } : {};
  switch (answer.kind) {
    case 'redirect':
      return { description: answer.description, headers: { Location: { description: 'Kuda ide pregledač', schema: { type: 'string' } } } };
    case 'text':
      return { description: answer.description, ...headers, content: { [answer.contentType]: { schema: { type: 'string' } } } };
    case 'json':
      return { description: answer.description ?? 'Uspešno', ...headers, content: { 'application/json': { schema: components.ref(answer.struct, answer.name) } } };
    case 'list':
      return { description: answer.description ?? 'Spisak', ...headers, content: { 'application/json': { schema: { type: 'array', items: components.ref(answer.struct) } } } };
    case 'page':
      return {
        description: answer.description ?? 'Stranica spiska',
        ...headers,
        content: { 'application/json': { schema: components.ref(contracts.paged(answer.struct), `${components.nameOf(answer.struct)}Page`) } },
      };
  }
}

const READ_AFTER_PARAMETER: ParameterObject = {
  name: contracts.READ_AFTER_HEADER,
  in: 'header',
  required: false,
  description: `Pozicija iz zaglavlja ${contracts.WRITE_POSITION_HEADER} poslednje izmene ovog klijenta: odgovor čeka (ograničeno) da podaci pokažu tu izmenu.`,
  schema: { type: 'string', pattern: '^\\d{1,20}/\\d{1,20}$', example: '1234/5678' },
};

const WRITE_POSITION = {
  description: `Gde je poslednji događaj komande u toku događaja; pošaljite je u ${contracts.READ_AFTER_HEADER} sledećih zahteva`,
  schema: { type: 'string', example: '1234/5678' },
};

function withWritePosition(response: ResponseObject): ResponseObject {
  return { ...response, headers: { ...response.headers, [contracts.WRITE_POSITION_HEADER]: WRITE_POSITION } };
}

const ERROR_MEANINGS: Record<number, string> = {
  400: 'Neispravan zahtev: poruka na srpskom imenuje polje (field)',
  401: 'Nema ispravne prijave: token nedostaje, istekao je ili je opozvan',
  403: 'Uloga ili objekat prijavljenog korisnika ne dozvoljava ovo',
  404: 'Zapis nije pronađen',
  409: 'Sukob sa postojećim podacima',
  412: 'Zapis više nije u verziji iz If-Match',
  413: 'Zahtev (ili slika) je prevelik',
  415: 'Format tela nije podržan (JSON, ili multipart/form-data gde ruta prima datoteke)',
  422: 'Idempotency-Key je već upotrebljen za drugačiji zahtev',
  429: 'Previše pokušaja: sačekajte koliko poruka kaže',
  503: 'Neki deo sistema ne radi',
};

function errorResponse(status: number, declared: string | undefined, components: Components): ResponseObject {
  const schema = status === 503 ? components.named('HealthView') : components.ref(apiErrorView);
  return { description: declared ?? ERROR_MEANINGS[status] ?? 'Greška', content: { 'application/json': { schema } } };
}

// ---------------------------------------------------------------------------------------------
// components.schemas: every struct that contracts/ exports has a stable name

class Components {
  readonly schemas: Record<string, SchemaObject> = {};
  private readonly names = new Map<AnyStruct, string>(exportedStructs());

  /** A reference to the struct's schema under its name (registered on first use). */
  ref(struct: AnyStruct, name?: string): SchemaObject | ReferenceObject {
    const known = this.names.get(struct) ?? name;
    if (!known) return toJsonSchema(struct) as SchemaObject;
    this.names.set(struct, known);
    if (!this.schemas[known]) this.schemas[known] = toJsonSchema(struct, known) as SchemaObject;
    return { $ref: `#/components/schemas/${known}` };
  }

  named(name: string): ReferenceObject {
    return { $ref: `#/components/schemas/${name}` };
  }

  nameOf(struct: AnyStruct): string {
    const name = this.names.get(struct);
    if (!name) throw new Error('OpenAPI: a paged list of a struct contracts/ does not export');
    return name;
  }
}

/** `reservationSchema` → ReservationInput, `reservationView` → ReservationView. */
function exportedStructs(): [AnyStruct, string][] {
  const named: [AnyStruct, string][] = [];
  for (const [key, value] of Object.entries(contracts)) {
    if (!isStruct(value)) continue;
    const pascal = key[0].toUpperCase() + key.slice(1);
    if (key.endsWith('Schema')) named.push([value, `${pascal.slice(0, -'Schema'.length)}Input`]);
    else if (key.endsWith('View')) named.push([value, pascal]);
  }
  return named;
}

function isStruct(value: unknown): value is AnyStruct {
  return typeof value === 'object' && value !== null && 'validator' in value && 'refiner' in value && 'type' in value;
}
