import { Struct, define as opaque, validate } from 'superstruct';

/** A JSON Schema (the 2020-12 dialect OpenAPI 3.1 uses), as far as the API's documents need one. */
export interface JsonSchema {
  type?: JsonType | JsonType[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  description?: string;
  example?: unknown;
  default?: unknown;
  $ref?: string;
}
type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

/** A struct of any value: superstruct's Struct is invariant in its value (its refiner takes one), so only `any` accepts them all. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above: Struct<unknown, unknown> accepts no concrete struct
export type AnyStruct = Struct<any, any>;

const DESCRIBED = '~jsonSchema';
/** The `schema` of a `described` struct: a key no object struct's field is named. */
export interface Described {
  readonly [DESCRIBED]: JsonSchema;
}

/**
 * What a `define`d struct accepts, said for the API's OpenAPI document: superstruct cannot see into
 * a validator function, so the value's JSON type and limits are written next to it. The note rides
 * in the struct's (otherwise unused) `schema`, which `coerce`, `optional`, `refine` and `defaulted`
 * carry over to the structs they make.
 */
export function described<T>(struct: Struct<T, unknown>, schema: JsonSchema): Struct<T, Described> {
  return new Struct<T, Described>({ ...struct, schema: { [DESCRIBED]: schema } });
}

/** superstruct's `define` with the note `described` adds: what the validator accepts, as JSON Schema. */
export function define<T>(name: string, schema: JsonSchema, validator: (value: unknown) => boolean | string): Struct<T, Described> {
  return described(opaque<T>(name, validator), schema);
}

/**
 * The JSON Schema of what a struct accepts (the canonical form; the server also coerces e.g. "3"
 * to 3). Object fields that may be left out are not `required`; a field that takes null says so.
 * A struct whose type the converter cannot see and that has no `described` note is an error, so a
 * new validator cannot slip into the document as "anything".
 */
export function toJsonSchema(struct: AnyStruct, where = 'schema'): JsonSchema {
  const schema = blankAllowed(struct, baseSchema(struct, where));
  const anything = Object.keys(schema).length === 0;
  return accepts(struct, null) && !anything && !acceptsNull(schema) ? withNull(schema) : schema;
}

/** A form's empty text that reads as "not sent" ('' for a date or a password left empty) is said as such. */
function blankAllowed(struct: AnyStruct, schema: JsonSchema): JsonSchema {
  const refusesBlank = schema.type === 'string' && Boolean(schema.minLength || schema.pattern || schema.format || schema.enum);
  return refusesBlank && accepts(struct, '', true) ? { anyOf: [schema, { const: '', description: 'prazno: kao da polje nije poslato' }] } : schema;
}

/** A field is required when leaving it out is refused (a default fills it in otherwise). */
export const isRequired = (struct: AnyStruct) => !accepts(struct, undefined, true);

function baseSchema(struct: AnyStruct, where: string): JsonSchema {
  const note = noteOf(struct.schema);
  if (note) return note;
  switch (struct.type) {
    case 'object':
    case 'type':
      return objectSchema(struct.schema as Record<string, AnyStruct>, struct.type === 'object', where);
    case 'string':
    case 'number':
    case 'integer':
    case 'boolean':
      return { type: struct.type };
    case 'literal':
      return struct.schema === null ? { type: 'null' } : { const: struct.schema };
    case 'enums':
      return { enum: Object.values(struct.schema as Record<string, unknown>) };
    case 'array':
      return { type: 'array', items: struct.schema ? toJsonSchema(struct.schema as AnyStruct, `${where}[]`) : {} };
    case 'unknown':
    case 'any':
      return {};
    case 'record':
      return { type: 'object', additionalProperties: {} };
    case 'union':
      return probedUnion(struct, where);
    default:
      throw new Error(`${where}: a '${struct.type}' struct needs described(…, { type: … }) to appear in the OpenAPI document`);
  }
}

function objectSchema(fields: Record<string, AnyStruct>, closed: boolean, where: string): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [key, field] of Object.entries(fields)) {
    properties[key] = toJsonSchema(field, `${where}.${key}`);
    if (isRequired(field)) required.push(key);
  }
  return { type: 'object', properties, ...(required.length ? { required } : {}), ...(closed ? { additionalProperties: false } : {}) };
}

/**
 * superstruct keeps a union's members to itself; what it accepts is found by trying one value of
 * each JSON type (unions here are small: text or null, a number or null).
 */
function probedUnion(struct: AnyStruct, where: string): JsonSchema {
  const samples: [JsonType, unknown][] = [
    ['string', 'x'],
    ['integer', 1],
    ['boolean', true],
    ['array', []],
    ['object', {}],
  ];
  const types = samples.filter(([, sample]) => accepts(struct, sample)).map(([type]) => type);
  if (types.includes('integer') && accepts(struct, 1.5)) types[types.indexOf('integer')] = 'number';
  if (types.length === 0) throw new Error(`${where}: a union that takes no plain value needs described(…)`);
  return { type: types.length === 1 ? types[0] : types };
}

function accepts(struct: AnyStruct, value: unknown, coerce = false): boolean {
  return !validate(value, struct, { coerce })[0];
}

function noteOf(schema: unknown): JsonSchema | undefined {
  return typeof schema === 'object' && schema !== null && DESCRIBED in schema ? (schema as Described)[DESCRIBED] : undefined;
}

const acceptsNull = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type.includes('null') : schema.type === 'null');

function withNull(schema: JsonSchema): JsonSchema {
  if (schema.type && !schema.enum && !schema.properties) return { ...schema, type: [...(Array.isArray(schema.type) ? schema.type : [schema.type]), 'null'] };
  return { anyOf: [schema, { type: 'null' }] };
}
