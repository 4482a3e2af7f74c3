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
    name: requiredText(60, 'validation.common.socialNameRequired', 'validation.common.socialNameTooLong'),
    link: requiredText(300, 'validation.common.socialLinkRequired', 'validation.common.socialLinkTooLong'),
  }),
);

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export const workingHoursEntrySchema = knownKeysOnly(
  object({
    _id: optional(string()),
    day: withMessage(size(string(), 1, 20), 'validation.common.dayRequired'),
    from: defaulted(withMessage(size(string(), 0, 20), 'validation.common.timeTooLong'), ''),
    to: defaulted(withMessage(size(string(), 0, 20), 'validation.common.timeTooLong'), ''),
    closed: defaulted(boolean(), false),
    alwaysOpen: defaulted(boolean(), false),
  }),
);

const optionalText = (max: number, message: string) => defaulted(withMessage(size(trimmed(string()), 0, max), message), '');

export const siteDataSchema = knownKeysOnly(
  object({
    name: requiredText(120, 'validation.common.nameRequired', 'validation.common.nameTooLong'),
    location: optionalText(200, 'validation.common.locationTooLong'),
    type: optionalText(100, 'validation.common.typeTooLong'),
    description: optionalText(5000, 'validation.common.descriptionTooLong'),
    email: email('validation.common.emailInvalid'),
    mobile: optionalText(40, 'validation.common.phoneTooLong'),
    mobile2: optionalText(40, 'validation.common.phoneTooLong'),
    socialMedia: defaulted(array(socialMediaLinkSchema), []),
    workingHours: defaulted(array(workingHoursEntrySchema), []),
  }),
);
export type SiteDataInput = Infer<typeof siteDataSchema>;

export interface SiteData extends SiteDataInput {
  _id: string;
  updatedAt: string | null;
}
