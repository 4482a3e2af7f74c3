import { Infer, type Struct, array, boolean, defaulted, object, optional, size, string, trimmed, type } from 'superstruct';
import { coerce } from '../coerce';
import type { AnyStruct } from '../json-schema';
import { email, requiredText, withMessage } from '../validation';

/**
 * An object schema that drops the keys it does not name instead of refusing them: the settings form
 * sends back the record GET site answered (`_id`, `updatedAt`, ids of list rows), and only the named
 * fields are stored.
 */
function knownKeysOnly<T, S extends Record<string, AnyStruct>>(struct: Struct<T, S>): Struct<T, S> {
  const known = new Set(Object.keys(struct.schema));
  return coerce(struct, type({}), (value: Record<string, unknown>) => Object.fromEntries(Object.entries(value).filter(([key]) => known.has(key))));
}

export const socialMediaLinkSchema = knownKeysOnly(
  object({
    name: requiredText(60, 'Naziv društvene mreže je obavezan', 'Naziv društvene mreže je predugačak'),
    link: requiredText(300, 'Link društvene mreže je obavezan', 'Link društvene mreže je predugačak'),
  }),
);

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export const workingHoursEntrySchema = knownKeysOnly(
  object({
    _id: optional(string()),
    day: withMessage(size(string(), 1, 20), 'Dan je obavezan'),
    from: defaulted(withMessage(size(string(), 0, 20), 'Vreme je predugačko'), ''),
    to: defaulted(withMessage(size(string(), 0, 20), 'Vreme je predugačko'), ''),
    closed: defaulted(boolean(), false),
    alwaysOpen: defaulted(boolean(), false),
  }),
);

const optionalText = (max: number, message: string) => defaulted(withMessage(size(trimmed(string()), 0, max), message), '');

export const siteDataSchema = knownKeysOnly(
  object({
    name: requiredText(120, 'Naziv je obavezno polje', 'Naziv je predugačak'),
    location: optionalText(200, 'Lokacija je predugačka'),
    type: optionalText(100, 'Tip je predugačak'),
    description: optionalText(5000, 'Opis je predugačak'),
    email: email('Email nije validan'),
    mobile: optionalText(40, 'Telefon je predugačak'),
    mobile2: optionalText(40, 'Telefon je predugačak'),
    socialMedia: defaulted(array(socialMediaLinkSchema), []),
    workingHours: defaulted(array(workingHoursEntrySchema), []),
  }),
);
export type SiteDataInput = Infer<typeof siteDataSchema>;

export interface SiteData extends SiteDataInput {
  _id: string;
  updatedAt: string | null;
}
