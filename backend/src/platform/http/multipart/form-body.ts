import type { PipeTransform } from '@nestjs/common';
import type { Struct } from '@izlazak/contracts';
import { SchemaPipe, screenInput } from '#platform/http/schema.pipe';

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * A multipart form body as plain nested data. The browser flattens objects into bracket keys
 * (`user[firstName]`, `club[socialMedia][0][name]`); multer usually nests them already, but a key it
 * left flat is nested here, and an object sent as a JSON string (`club={"name":…}`) is parsed.
 */
export function nestedFormBody(body: unknown, topLevel = true): unknown {
  if (!isRecord(body)) return body;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    const path = bracketPath(key);
    if (path.some((part) => UNSAFE_KEYS.has(String(part)))) continue;
    // Only a whole top-level object may come as JSON text; a description that reads "[1]" stays text.
    assign(result, path, topLevel && path.length === 1 ? fromJsonText(value) : plain(value));
  }
  return compactArrays(result);
}

/** validBody for a multipart (or JSON) form: nests the bracket keys, then validates. */
export class FormBodyPipe<T, S> implements PipeTransform<unknown, T> {
  readonly schema: SchemaPipe<T, S>;
  constructor(schema: Struct<T, S>) {
    this.schema = new SchemaPipe(schema);
  }

  transform(value: unknown): T {
    screenInput(value);
    return this.schema.transform(nestedFormBody(value));
  }
}

export const validFormBody = <T, S>(schema: Struct<T, S>) => new FormBodyPipe(schema);

function bracketPath(key: string): (string | number)[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) return [key];
  const path: (string | number)[] = [match[1]];
  for (const [, part] of match[2].matchAll(/\[([^[\]]*)\]/g)) {
    if (part === '') path.push(-1);
    else path.push(/^\d{1,4}$/.test(part) ? Number(part) : part);
  }
  return path;
}

function assign(target: Record<string, unknown> | unknown[], path: (string | number)[], value: unknown) {
  // An array is written by index like an object by key.
  let node = target as Record<string | number, unknown>;
  for (let i = 0; i < path.length; i++) {
    const last = i === path.length - 1;
    let key: string | number = path[i];
    if (key === -1) key = Array.isArray(node) ? node.length : Object.keys(node).length;
    if (last) {
      node[key] = value;
      return;
    }
    const nextIsIndex = typeof path[i + 1] === 'number';
    if (!isRecord(node[key]) && !Array.isArray(node[key])) node[key] = nextIsIndex ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  }
}

function fromJsonText(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(fromJsonText);
  if (typeof value !== 'string') return plain(value);
  const text = value.trim();
  const looksLikeJson = (text.startsWith('{') && text.endsWith('}')) || (text.startsWith('[') && text.endsWith(']'));
  if (!looksLikeJson) return value;
  try {
    return plain(JSON.parse(text));
  } catch {
    return value;
  }
}

/** Nested objects without prototypes (multer's) or unsafe keys become plain data. */
function plain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plain);
  if (isRecord(value)) return nestedFormBody(value, false);
  return value;
}

function compactArrays(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => item !== undefined).map(compactArrays);
  if (isRecord(value)) {
    for (const key of Object.keys(value)) value[key] = compactArrays(value[key]);
  }
  return value;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);
}
