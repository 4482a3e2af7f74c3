/**
 * Which fields of which domain events are personal data, and whose. Each feature declares its own
 * (FeatureManifest.personalFields); the store seals them on append and unseals them on every read.
 */

/** What a personal field holds: it decides what an erased person's field reads as. */
export type PersonalFieldKind = 'firstName' | 'lastName' | 'fullName' | 'phone' | 'email' | 'text';

/**
 * One person named in a domain event: the object that holds their fields (`at`, a path of property
 * names from the event's data; empty for the data itself) and what each field is. The person is
 * known by the field of kind 'email', or 'phone' when the e-mail is empty; or, for a user account,
 * by the account's id in the field `accountIdIn`, whatever addresses and names it has had.
 */
export interface PersonInEvent {
  at: string[];
  fields: Record<string, PersonalFieldKind>;
  accountIdIn?: string;
}

/** Per domain-event type, the people it names. */
export type PersonalFieldRegistry = Record<string, PersonInEvent[]>;

/** What an erased person's fields read as: names say so, contact details are blank. */
export const ERASED_VALUE: Record<PersonalFieldKind, string> = {
  firstName: 'Obrisan',
  lastName: 'gost',
  fullName: 'Obrisan gost',
  phone: '',
  email: '',
  text: '',
};

/**
 * The same person whatever the spelling: an e-mail in lower case, a phone number's digits; an
 * account by its id.
 */
export function personSubject(holder: Record<string, unknown>, person: Pick<PersonInEvent, 'fields' | 'accountIdIn'>): string | null {
  if (person.accountIdIn !== undefined) {
    const accountId = holder[person.accountIdIn];
    return typeof accountId === 'string' && accountId !== '' ? accountSubject(accountId) : null;
  }
  const { fields } = person;
  const valueOf = (kind: PersonalFieldKind) => {
    const field = Object.keys(fields).find((name) => fields[name] === kind);
    const value = field === undefined ? undefined : holder[field];
    return typeof value === 'string' ? value : '';
  };
  const email = normalisedEmail(valueOf('email'));
  if (email) return `email:${email}`;
  const phone = normalisedPhone(valueOf('phone'));
  return phone ? `phone:${phone}` : null;
}

/** The key of a user account: erasing it erases every name and address the account has had. */
export const accountSubject = (accountId: string) => `account:${accountId}`;

export const normalisedEmail = (email: string) => email.trim().toLowerCase();
export const normalisedPhone = (phone: string) => phone.replace(/\D/g, '').replace(/^00/, '').replace(/^0/, '381');

/** Merges the features' registries; two features naming the same event type add up. */
export function mergeRegistries(registries: PersonalFieldRegistry[]): PersonalFieldRegistry {
  const merged: PersonalFieldRegistry = {};
  for (const registry of registries) {
    for (const [type, people] of Object.entries(registry)) merged[type] = [...(merged[type] ?? []), ...people];
  }
  return merged;
}
