import { Infer, Struct, boolean, defaulted, enums, integer, literal, nullable, number, optional, refine, string, type, union } from 'superstruct';
import { coerce } from '../coerce';
import { t } from '../i18n/format';
import { LOCALES, isLocale, type Locale } from '../i18n/locales';
import { define } from '../json-schema';
import { isEmail } from '../text-checks';
import { visibleText, withMessage } from '../validation';

/** The spec's Serbian messages (section 5), spelled exactly as the screens show them. */
export const USER_MESSAGES = {
  usernameMin: 'validation.users.usernameMin',
  firstNameRequired: 'validation.users.firstNameRequired',
  lastNameRequired: 'validation.users.lastNameRequired',
  mobilePhoneRequired: 'validation.users.mobilePhoneRequired',
  emailRequired: 'validation.users.emailRequired',
  emailInvalid: 'validation.common.emailInvalid',
  passwordRequired: 'validation.users.passwordRequired',
  passwordMin: 'validation.users.passwordMin',
  /** The staff/user edit form spells it without the diacritic. */
  managedPasswordMin: 'validation.users.managedPasswordMin',
  passwordTooLong: 'validation.users.passwordTooLong',
  confirmPassword: 'validation.users.confirmPassword',
  passwordsMismatch: 'validation.users.passwordsMismatch',
  terms: 'validation.users.terms',
  resetEmailInvalid: 'validation.users.resetEmailInvalid',
  resetPasswordsMismatch: 'validation.users.resetPasswordsMismatch',
  resetTokenRequired: 'validation.users.resetTokenRequired',
  roleInvalid: 'validation.users.roleInvalid',
  statusInvalid: 'validation.users.statusInvalid',
  clubInvalid: 'validation.users.clubInvalid',
  tooLong: 'validation.users.tooLong',
  pageInvalid: 'validation.users.pageInvalid',
  sizeInvalid: 'validation.users.sizeInvalid',
} as const;

/** The profile's word on an asked-for address (UserView.pendingEmail): it counts once its mailed link is opened. */
export const PENDING_EMAIL_TEXTS = {
  waiting: (address: string) => `Čeka potvrdu: ${address}`,
  explained: (current: string) => `Otvorite link koji smo poslali na novu adresu; do tada nalog koristi ${current}.`,
  mailed: 'Poslali smo link na novu email adresu: promena važi kada ga otvorite.',
} as const;

/** Roles the users and staff screens hand out; admin accounts are never created through them. */
/** A promoter is a person of the venue too ('Osoblje'), reaching only their own lists and link (docs/guest-lists.md). */
export const MANAGED_ROLES = ['user', 'staff', 'manager', 'promoter'] as const;
export type ManagedRole = (typeof MANAGED_ROLES)[number];
/** The role picker of the staff screen: label per role. */
export const STAFF_ROLE_OPTIONS = [
  { value: 'manager', label: 'Menadžer' },
  { value: 'staff', label: 'staff' },
] as const;

export const PASSWORD_MIN_LENGTH = 3;
const PASSWORD_MAX_LENGTH = 200;
const TEXT_MAX_LENGTH = 100;

const trimString = (value: string) => value.trim();

/** A required text field: trimmed, not empty, not absurdly long. */
const requiredText = (message: string, max = TEXT_MAX_LENGTH) =>
  coerce(
    define<string>('requiredText', { type: 'string', minLength: 1, maxLength: max }, (value) => {
      if (typeof value !== 'string' || value.trim() === '') return message;
      return value.length <= max || USER_MESSAGES.tooLong;
    }),
    string(),
    trimString,
  );

/** Present or not, but never blank when present. */
const optionalText = (message: string, max = TEXT_MAX_LENGTH) => optional(requiredText(message, max));

/** A first or last name: required text without invisible characters. */
const personName = (message: string) => visibleText(requiredText(message));
const optionalPersonName = (message: string) => optional(personName(message));

/** Missing or blank reads one message, anything that is not an address another. */
const emailAddress = (requiredMessage: string, invalidMessage: string) =>
  coerce(
    define<string>('emailAddress', { type: 'string', format: 'email', maxLength: 254 }, (value) => {
      if (typeof value !== 'string' || value.trim() === '') return requiredMessage;
      return (isEmail(value) && value.length <= 254) || invalidMessage;
    }),
    string(),
    trimString,
  );

const passwordOf = (minMessage: string, requiredMessage = minMessage) =>
  define<string>('password', { type: 'string', minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH }, (value) => {
    if (typeof value !== 'string' || value === '') return requiredMessage;
    if (value.length < PASSWORD_MIN_LENGTH) return minMessage;
    return value.length <= PASSWORD_MAX_LENGTH || USER_MESSAGES.passwordTooLong;
  });

/** A form sends an empty field for "leave it as it is". */
const blankAsMissing = <T, S>(struct: Struct<T, S>) => coerce(optional(struct), literal(''), () => undefined);

/** A ticked checkbox: true, or what a multipart form sends for it. */
const ticked = (message: string) =>
  coerce(withMessage(literal(true), message), union([string(), number()]), (value) => (value === 'true' || value === 'on' || value === '1' || value === 1 ? true : value));

/** A boolean that may arrive as text from a multipart form. */
const flag = (message: string) => coerce(withMessage(boolean(), message), string(), (value) => (value === 'true' ? true : value === 'false' ? false : value));

/**
 * The mismatch message under confirmPassword. `always`: both are required; `whenPasswordGiven`: an
 * edit form where leaving the password empty keeps it; `whenConfirmGiven`: confirmation optional.
 */
function passwordsMatch<T extends { password?: string; confirmPassword?: string }, S>(
  struct: Struct<T, S>,
  message: string,
  when: 'always' | 'whenPasswordGiven' | 'whenConfirmGiven' = 'always',
): Struct<T, S> {
  return refine(struct, 'passwordsMatch', (value, context) => {
    if (when === 'whenPasswordGiven' && !value.password) return true;
    if (when === 'whenConfirmGiven' && value.confirmPassword === undefined) return true;
    return value.password === value.confirmPassword || { message, path: [...context.path, 'confirmPassword'] };
  });
}

const username = visibleText(
  coerce(
    define<string>('username', { type: 'string', minLength: 3, maxLength: 50 }, (value) => {
      if (typeof value !== 'string' || value.trim().length < 3) return USER_MESSAGES.usernameMin;
      return value.length <= 50 || USER_MESSAGES.tooLong;
    }),
    string(),
    trimString,
  ),
);

// Schemas are `type` (extra keys allowed): the forms send whole records (_id, uniqueId, …) and
// multipart adds its own fields; the server picks only the fields named here.

/** POST /api/auth/register (multipart, with an optional profileImage file). */
export const registerSchema = passwordsMatch(
  type({
    username,
    firstName: personName(USER_MESSAGES.firstNameRequired),
    lastName: personName(USER_MESSAGES.lastNameRequired),
    mobilePhone: requiredText(USER_MESSAGES.mobilePhoneRequired, 40),
    email: emailAddress(USER_MESSAGES.emailRequired, USER_MESSAGES.emailInvalid),
    password: passwordOf(USER_MESSAGES.passwordMin),
    confirmPassword: withMessage(
      refine(string(), 'required', (value) => value.length > 0),
      USER_MESSAGES.confirmPassword,
    ),
    terms: ticked(USER_MESSAGES.terms),
  }),
  USER_MESSAGES.passwordsMismatch,
);
export type RegisterInput = Infer<typeof registerSchema>;

/** POST /api/auth/change-password: asks for a reset link. */
export const passwordResetRequestSchema = type({
  email: emailAddress(USER_MESSAGES.resetEmailInvalid, USER_MESSAGES.resetEmailInvalid),
});
export type PasswordResetRequestInput = Infer<typeof passwordResetRequestSchema>;

/** POST /api/auth/reset-password: the token from the mailed link and the new password. */
export const passwordResetSchema = passwordsMatch(
  type({
    token: withMessage(
      refine(string(), 'token', (value) => /^[A-Za-z0-9_-]{20,200}$/.test(value)),
      USER_MESSAGES.resetTokenRequired,
    ),
    password: passwordOf(USER_MESSAGES.passwordMin),
    confirmPassword: optional(string()),
  }),
  USER_MESSAGES.resetPasswordsMismatch,
  'whenConfirmGiven',
);
export type PasswordResetInput = Infer<typeof passwordResetSchema>;

/** The reset-password screen's form: both fields required and equal. */
export const passwordResetFormSchema = passwordsMatch(
  type({
    password: passwordOf(USER_MESSAGES.passwordMin),
    confirmPassword: withMessage(
      refine(string(), 'required', (value) => value.length > 0),
      USER_MESSAGES.confirmPassword,
    ),
  }),
  USER_MESSAGES.resetPasswordsMismatch,
);

const role = enums(MANAGED_ROLES);
const clubId = nullable(
  withMessage(
    refine(string(), 'clubId', (value) => value.length <= 100),
    USER_MESSAGES.clubInvalid,
  ),
);
/** What only whoever manages accounts sets: the role, whether it is active, and the venue. */
const managedAccountFields = {
  role: optional(withMessage(role, USER_MESSAGES.roleInvalid)),
  status: optional(flag(USER_MESSAGES.statusInvalid)),
  clubId: optional(clubId),
};
/** The name and phone of an account's edit: each kept as it is when left out. */
const optionalNameAndPhone = {
  firstName: optionalPersonName(USER_MESSAGES.firstNameRequired),
  lastName: optionalPersonName(USER_MESSAGES.lastNameRequired),
  mobilePhone: optionalText(USER_MESSAGES.mobilePhoneRequired, 40),
};

/** POST /api/user: the add modals of 'Lista korisnika' (role user) and 'Osoblje' (role staff). */
export const addUserSchema = passwordsMatch(
  type({
    username: blankAsMissing(username),
    firstName: personName(USER_MESSAGES.firstNameRequired),
    lastName: personName(USER_MESSAGES.lastNameRequired),
    mobilePhone: requiredText(USER_MESSAGES.mobilePhoneRequired, 40),
    email: emailAddress(USER_MESSAGES.emailRequired, USER_MESSAGES.emailInvalid),
    password: passwordOf(USER_MESSAGES.managedPasswordMin, USER_MESSAGES.passwordRequired),
    confirmPassword: withMessage(
      refine(string(), 'required', (value) => value.length > 0),
      USER_MESSAGES.confirmPassword,
    ),
    ...managedAccountFields,
  }),
  USER_MESSAGES.passwordsMismatch,
);
export type AddUserInput = Infer<typeof addUserSchema>;

/** PUT /api/user/{id}: every field optional; a password only when it is to change. */
export const editUserSchema = passwordsMatch(
  type({
    ...optionalNameAndPhone,
    email: optional(emailAddress(USER_MESSAGES.emailInvalid, USER_MESSAGES.emailInvalid)),
    password: blankAsMissing(passwordOf(USER_MESSAGES.managedPasswordMin)),
    confirmPassword: blankAsMissing(withMessage(string(), USER_MESSAGES.confirmPassword)),
    ...managedAccountFields,
  }),
  USER_MESSAGES.passwordsMismatch,
  'whenPasswordGiven',
);
export type EditUserInput = Infer<typeof editUserSchema>;

/**
 * PUT /api/user/profile: the logged-in user's own settings form. Changing the e-mail or the
 * password also needs currentPassword (checked on the server against the account).
 */
export const profileUpdateSchema = passwordsMatch(
  type({
    ...optionalNameAndPhone,
    email: optional(emailAddress(USER_MESSAGES.emailRequired, USER_MESSAGES.emailInvalid)),
    password: blankAsMissing(passwordOf(USER_MESSAGES.passwordMin)),
    confirmPassword: blankAsMissing(string()),
    currentPassword: blankAsMissing(
      withMessage(
        refine(string(), 'length', (value) => value.length <= PASSWORD_MAX_LENGTH),
        USER_MESSAGES.passwordTooLong,
      ),
    ),
  }),
  USER_MESSAGES.passwordsMismatch,
  'whenPasswordGiven',
);
export type ProfileUpdateInput = Infer<typeof profileUpdateSchema>;

/** PATCH /api/user/locale: the language of the owner's screens, one Izlazak speaks. */
export const localeChoiceSchema = type({
  locale: define<Locale>('locale', { type: 'string', enum: [...LOCALES] }, (value) => isLocale(value) || t('locale.unsupported')),
});
export type LocaleChoiceInput = Infer<typeof localeChoiceSchema>;

/** A whole positive number from the query string; blank means the default. */
const pageNumber = (fallback: number, max: number, message: string) =>
  coerce(
    defaulted(
      withMessage(
        refine(integer(), 'range', (value) => value >= 1 && value <= max),
        message,
      ),
      fallback,
    ),
    string(),
    (value) => (value.trim() === '' ? undefined : Number(value)),
  );

const roleList = define<ManagedRole[]>(
  'roles',
  { type: 'array', items: { type: 'string', enum: [...MANAGED_ROLES] } },
  (value) => (Array.isArray(value) && value.every((item) => (MANAGED_ROLES as readonly unknown[]).includes(item))) || USER_MESSAGES.roleInvalid,
);

/** GET /api/user?page&size&search&role — role is 'user' or 'staff,manager'. */
export const userListQuerySchema = type({
  page: pageNumber(1, 1_000_000, USER_MESSAGES.pageInvalid),
  size: pageNumber(10, 100, USER_MESSAGES.sizeInvalid),
  search: optional(
    coerce(
      withMessage(
        refine(string(), 'length', (value) => value.length <= 100),
        USER_MESSAGES.tooLong,
      ),
      string(),
      trimString,
    ),
  ),
  role: optional(
    coerce(roleList, string(), (value) =>
      value
        .split(',')
        .map(trimString)
        .filter((part) => part !== ''),
    ),
  ),
});
export type UserListQuery = Infer<typeof userListQuerySchema>;
