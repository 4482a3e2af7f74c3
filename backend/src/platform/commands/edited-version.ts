import { badRequest } from './domain-errors';

export const INVALID_IF_MATCH = 'Zaglavlje If-Match mora biti verzija podataka, npr. "3"';
export const INVALID_VERSION = 'Verzija mora biti nenegativan ceo broj';

const VERSION = /^\d{1,15}$/;

/**
 * The version an edit was made from: the `If-Match` header (`"3"`, `W/"3"` or `3`), else the
 * body's `version` field (a number, or digits in a multipart form). `*`, blank or missing: none.
 */
export function editedVersion(ifMatch: unknown, body: unknown): bigint | undefined {
  const fromHeader = typeof ifMatch === 'string' ? versionInIfMatch(ifMatch) : undefined;
  if (fromHeader !== undefined) return fromHeader;
  return isRecord(body) ? versionInBody(body.version) : undefined;
}

function versionInIfMatch(header: string): bigint | undefined {
  const tag = header.trim();
  if (tag === '' || tag === '*') return undefined;
  const digits = /^(?:W\/)?"([^"]*)"$/.exec(tag)?.[1] ?? tag;
  if (!VERSION.test(digits)) throw badRequest(INVALID_IF_MATCH, 'version');
  return BigInt(digits);
}

function versionInBody(value: unknown): bigint | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
  if (typeof value === 'string' && VERSION.test(value.trim())) return BigInt(value.trim());
  throw badRequest(INVALID_VERSION, 'version');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
