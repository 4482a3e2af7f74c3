import { badRequest } from './domain-errors';

export const INVALID_VERSION = 'errors.badVersion';

const VERSION = /^\d{1,15}$/;

/**
 * The version an edit was made from, sent as the body's `version` field (a number, or digits in a
 * multipart form). Blank or missing: none. (`If-Match` is read by `@VersionedRecord`, and wins.)
 */
export function editedVersion(body: unknown): bigint | undefined {
  return isRecord(body) ? versionInBody(body.version) : undefined;
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
