import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** The spec's fallbacks (section 8) for when the server sends no message of its own. */
export const FALLBACK_MESSAGES = {
  400: 'badRequestError',
  401: 'unauthorizedError',
  403: 'forbiddenError',
  404: 'notFoundError',
  500: 'Greška na serveru',
} as const;

export const SERVER_UNAVAILABLE_MESSAGE = 'Server nije dostupan';
/** One toast id, so a burst of failed requests shows the message only once. */
export const SERVER_UNAVAILABLE_TOAST_ID = 'server-unavailable';

export type ErrorKind = { kind: 'unavailable' } | { kind: 'http'; status: number; message: string } | { kind: 'other' };

export function serverMessage(data: unknown): string | null {
  if (!data || typeof data !== 'object') return null;
  const message = (data as { message?: unknown }).message;
  if (typeof message === 'string' && message.trim()) return message;
  if (Array.isArray(message) && message.every((part) => typeof part === 'string')) return message.join(', ');
  return null;
}

/** Field errors of a 400 answer, keyed by field path as the form names them. */
export function serverFieldErrors(error: unknown): Record<string, string> | null {
  const data = (error as { data?: unknown } | null)?.data as { field?: string; message?: string; errors?: { field: string; message: string }[] } | undefined;
  if (!data || typeof data !== 'object') return null;
  const entries = (data.errors ?? []).filter((entry) => entry && entry.field);
  if (entries.length === 0 && data.field && data.message) entries.push({ field: data.field, message: data.message });
  if (entries.length === 0) return null;
  return Object.fromEntries(entries.map((entry) => [entry.field, entry.message]));
}

export function classifyError(error: FetchBaseQueryError): ErrorKind {
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') return { kind: 'unavailable' };
  const status = typeof error.status === 'number' ? error.status : error.status === 'PARSING_ERROR' ? error.originalStatus : null;
  if (status === null) return { kind: 'other' };
  // A gateway in front of the API answering for it means the API itself is not reachable.
  if (status === 502 || status === 503 || status === 504) return { kind: 'unavailable' };
  const message = serverMessage(error.data);
  if (status in FALLBACK_MESSAGES) {
    return { kind: 'http', status, message: message ?? FALLBACK_MESSAGES[status as keyof typeof FALLBACK_MESSAGES] };
  }
  if (status >= 500) return { kind: 'http', status, message: message ?? FALLBACK_MESSAGES[500] };
  if (status >= 400) return { kind: 'http', status, message: message ?? FALLBACK_MESSAGES[400] };
  return { kind: 'other' };
}
