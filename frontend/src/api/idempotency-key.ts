import { useRef } from 'react';

/** A random key for one attempt (the draft's Structured Field string is the quoted form the header takes), or a door command's id. */
export function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * One `Idempotency-Key` per attempt of a creating form: submitting the same values again (a retry
 * after a lost answer) sends the same key, so the server answers with what the first try made;
 * changed values are a new attempt with a new key.
 */
export function useAttemptKey(): (values: unknown) => string {
  const last = useRef<{ values: string; key: string } | null>(null);
  return (values) => {
    const json = JSON.stringify(values);
    if (last.current?.values !== json) last.current = { values: json, key: randomKey() };
    return last.current.key;
  };
}

export const idempotencyHeaders = (key: string | undefined): Record<string, string> => (key ? { 'Idempotency-Key': `"${key}"` } : {});
