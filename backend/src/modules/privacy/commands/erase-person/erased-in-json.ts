import { ERASED_VALUE } from '#platform/privacy/personal-fields';

const ERASED_FIELDS: Record<string, string> = {
  firstName: ERASED_VALUE.firstName,
  lastName: ERASED_VALUE.lastName,
  name: ERASED_VALUE.fullName,
  phone: ERASED_VALUE.phone,
  email: ERASED_VALUE.email,
  message: ERASED_VALUE.text,
};

/**
 * A stored JSON document (a webhook's body) with every object whose `email` is the erased address
 * made to read as the events now do: 'Obrisan gost', blank contact details.
 */
export function erasedInJson(json: string, address: string): string {
  const erase = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(erase);
    if (value === null || typeof value !== 'object') return value;
    const object = Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, erase(inner)]));
    const isTheirs = typeof object.email === 'string' && object.email.trim().toLowerCase() === address;
    if (!isTheirs) return object;
    for (const field of Object.keys(object)) if (field in ERASED_FIELDS) object[field] = ERASED_FIELDS[field];
    return object;
  };
  return JSON.stringify(erase(JSON.parse(json)));
}
