import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { KeyVault, PersonKey } from './key-vault';
import { ERASED_VALUE, personSubject, type PersonalFieldKind, type PersonalFieldRegistry, type PersonInEvent } from './personal-fields';

/** A sealed field: `sealed:v1:<key id>:<base64url of iv, tag and ciphertext>`. */
const SEALED = /^sealed:v1:([0-9a-f-]{36}):([A-Za-z0-9_-]+)$/;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Keys are kept this long in a process; an erasure in another process is seen here after at most this. */
const KEY_CACHE_MS = 30_000;

interface WithData {
  type: string;
  data: unknown;
}

interface Cached<T> {
  value: T;
  until: number;
}

/**
 * The platform's personal-data port: seals the personal fields of a domain event with the key of
 * the person they belong to, opens them again on read, and erases a person by deleting their key.
 * After that their names read 'Obrisan gost' and their contact details are blank; everything else
 * in the event (times, tables, persons, amounts) stays as it was.
 */
export class PersonalData {
  private readonly keysBySubject = new Map<string, Cached<PersonKey>>();
  private readonly keysById = new Map<string, Cached<Buffer | null>>();

  constructor(
    private readonly vault: KeyVault,
    private readonly registry: PersonalFieldRegistry,
  ) {}

  /** Whether events of this type name anybody. */
  names(type: string): boolean {
    return this.registry[type] !== undefined;
  }

  async seal<E extends WithData>(event: E): Promise<E> {
    const people = this.registry[event.type];
    if (!people) return event;
    const data = structuredClone(event.data);
    for (const person of peopleIn(data, people)) {
      const subject = personSubject(person.holder, person);
      if (!subject) continue;
      const key = await this.keyFor(subject);
      for (const [field, value] of personalValues(person)) {
        if (!SEALED.test(value)) person.holder[field] = sealed(key, value);
      }
    }
    return { ...event, data };
  }

  async unseal<E extends WithData>(event: E): Promise<E> {
    const people = this.registry[event.type];
    if (!people) return event;
    const data = structuredClone(event.data);
    const found = peopleIn(data, people);
    const keys = await this.keysOf(found.flatMap((person) => personalValues(person).map(([, value]) => value)));
    for (const person of found) {
      for (const [field, value] of personalValues(person)) {
        person.holder[field] = opened(value, person.fields[field], keys);
      }
    }
    return { ...event, data };
  }

  /** Deletes the person's key: answers whether they had one. */
  async erase(subject: string): Promise<boolean> {
    this.keysBySubject.delete(subject);
    const keyId = await this.vault.erase(subject);
    if (keyId) this.keysById.set(keyId, { value: null, until: Date.now() + KEY_CACHE_MS });
    return keyId !== null;
  }

  private async keyFor(subject: string): Promise<PersonKey> {
    const cached = fresh(this.keysBySubject.get(subject));
    if (cached) return cached;
    const key = await this.vault.keyFor(subject);
    const until = Date.now() + KEY_CACHE_MS;
    this.keysBySubject.set(subject, { value: key, until });
    this.keysById.set(key.keyId, { value: key.key, until });
    return key;
  }

  private async keysOf(values: string[]): Promise<Map<string, Buffer | null>> {
    const ids = new Set(values.map((value) => SEALED.exec(value)?.[1]).filter((id): id is string => id !== undefined));
    const keys = new Map<string, Buffer | null>();
    const missing: string[] = [];
    for (const id of ids) {
      const cached = this.keysById.get(id);
      if (cached && cached.until > Date.now()) keys.set(id, cached.value);
      else missing.push(id);
    }
    if (missing.length === 0) return keys;
    const held = await this.vault.keysById(missing);
    const until = Date.now() + KEY_CACHE_MS;
    for (const id of missing) {
      const key = held.get(id) ?? null;
      keys.set(id, key);
      this.keysById.set(id, { value: key, until });
    }
    return keys;
  }
}

interface PersonFound {
  holder: Record<string, unknown>;
  fields: Record<string, PersonalFieldKind>;
  accountIdIn?: string;
}

/** The objects holding each person's fields; a path through an array reaches every element. */
function peopleIn(data: unknown, people: PersonInEvent[]): PersonFound[] {
  return people.flatMap((person) => objectsAt(data, person.at).map((holder) => ({ holder, fields: person.fields, accountIdIn: person.accountIdIn })));
}

function objectsAt(value: unknown, path: string[]): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap((each) => objectsAt(each, path));
  if (value === null || typeof value !== 'object') return [];
  if (path.length === 0) return [value as Record<string, unknown>];
  return objectsAt((value as Record<string, unknown>)[path[0]], path.slice(1));
}

function personalValues(person: PersonFound): [string, string][] {
  return Object.keys(person.fields)
    .map((field): [string, unknown] => [field, person.holder[field]])
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '');
}

function fresh<T>(cached: Cached<T> | undefined): T | undefined {
  return cached && cached.until > Date.now() ? cached.value : undefined;
}

function sealed(key: PersonKey, value: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key.key, iv);
  cipher.setAAD(Buffer.from(key.keyId));
  const text = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return `sealed:v1:${key.keyId}:${Buffer.concat([iv, cipher.getAuthTag(), text]).toString('base64url')}`;
}

/** A clear value (written before sealing began) reads as it is; an erased person's as ERASED_VALUE. */
function opened(value: string, kind: PersonalFieldKind, keys: Map<string, Buffer | null>): string {
  const match = SEALED.exec(value);
  if (!match) return value;
  const [, keyId, box] = match;
  const key = keys.get(keyId);
  if (!key) return ERASED_VALUE[kind];
  const bytes = Buffer.from(box, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(keyId));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}
