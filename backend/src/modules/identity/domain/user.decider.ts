import type { ManagedRole, Role } from '@izlazak/contracts';
import { assertNever, type Decider } from '#platform/commands/decider';
import { DomainError, badRequest, conflict, forbidden, notFound } from '#platform/commands/domain-errors';
import type { Actor } from '#platform/event-store/event-store.port';
import type { AccountTokenIssued, UserEvent, UserRegisteredData } from './user.events';

export const USER_NOT_FOUND = 'Korisnik nije pronađen';
export const INVALID_VERIFICATION_LINK = 'Link za potvrdu naloga nije ispravan ili je već iskorišćen';
export const EXPIRED_VERIFICATION_LINK = 'Link za potvrdu naloga je istekao. Prijavite se da biste dobili novi.';
export const INVALID_RESET_LINK = 'Link za promenu lozinke nije ispravan ili je već iskorišćen';
export const EXPIRED_EMAIL_CHANGE_LINK = 'Link za potvrdu nove email adrese je istekao. Promenite adresu ponovo na profilu.';
export const EXPIRED_RESET_LINK = 'Link za promenu lozinke je istekao. Zatražite novi.';
export const CURRENT_PASSWORD_REQUIRED = 'Unesite trenutnu lozinku';
export const CURRENT_PASSWORD_WRONG = 'Trenutna lozinka nije ispravna';
export const NOT_YOUR_CLUB = 'Možete upravljati samo osobljem svog objekta';
export const MANAGER_ROLES_ONLY = 'Menadžer može dodeliti samo uloge menadžer i osoblje';
export const NO_CLUB = 'Vaš nalog nije povezan sa objektom';
export const NOT_OWN_ROLE_OR_STATUS = 'Ne možete promeniti sopstvenu ulogu ili status';
export const NOT_YOURSELF = 'Ne možete obrisati sopstveni nalog';
export const ADMIN_NOT_MANAGED = 'Administratorski nalog se ne menja preko liste korisnika';

/** How long a mailed link works. */
export const VERIFICATION_LINK_HOURS = 48;
export const RESET_LINK_HOURS = 1;

export interface PendingToken {
  tokenHash: string;
  expiresAt: string;
}

export interface UserState {
  exists: boolean;
  deleted: boolean;
  userId: string | null;
  role: Role | null;
  clubId: string | null;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  mobilePhone: string;
  passwordHash: string | null;
  status: boolean;
  isVerified: boolean;
  /** The owner proved the address: what Izlazak files under it is theirs ('Moji podaci'). */
  addressProven: boolean;
  /** The latest verification link; an older one stops working when a new one is issued. */
  verification: PendingToken | null;
  /** Why the account's links go out: a new one, after the first expired, says the same. */
  verificationReason: 'registration' | 'account-made';
  passwordReset: PendingToken | null;
  /** An address asked for and not yet proven: it takes effect when the link mailed to it is opened. */
  pendingEmail: (PendingToken & { email: string }) | null;
}

export const initialUserState = (): UserState => ({
  exists: false,
  deleted: false,
  userId: null,
  role: null,
  clubId: null,
  username: '',
  email: '',
  firstName: '',
  lastName: '',
  mobilePhone: '',
  passwordHash: null,
  status: false,
  isVerified: false,
  addressProven: false,
  verification: null,
  verificationReason: 'registration',
  passwordReset: null,
  pendingEmail: null,
});

export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered': {
      const data = event.data;
      return {
        ...state,
        exists: true,
        userId: data.userId,
        role: data.role,
        clubId: data.clubId,
        username: data.username,
        email: data.email,
        firstName: data.firstName,
        lastName: data.lastName,
        mobilePhone: data.mobilePhone,
        passwordHash: data.passwordHash,
        status: data.status,
        isVerified: data.isVerified,
        addressProven: data.addressProven ?? data.isVerified,
      };
    }
    case 'VerificationRequested':
      return { ...state, verification: pending(event.data), verificationReason: event.data.reason ?? state.verificationReason };
    case 'UserVerified':
      return { ...state, isVerified: true, addressProven: true, verification: null };
    case 'PasswordResetRequested':
      return { ...state, passwordReset: pending(event.data) };
    case 'PasswordChanged':
      // Any new password ends a pending reset link.
      return { ...state, passwordHash: event.data.passwordHash, passwordReset: null };
    case 'UserProfileChanged':
      return { ...state, firstName: event.data.firstName, lastName: event.data.lastName, mobilePhone: event.data.mobilePhone };
    case 'EmailChangeRequested':
      // Only the newest asked-for address can be confirmed.
      return { ...state, pendingEmail: { ...pending(event.data), email: event.data.email } };
    case 'UserEmailChanged':
      // Links mailed to the old address stop working: that mailbox may no longer be the owner's.
      // Recorded when the link mailed to the new address is opened: the address is proven.
      return { ...state, email: event.data.email, addressProven: true, verification: null, passwordReset: null, pendingEmail: null };
    case 'UserRoleChanged':
      return { ...state, role: event.data.role, clubId: event.data.clubId };
    case 'UserStatusChanged':
      return { ...state, status: event.data.status };
    case 'UserDeleted':
      return { ...state, deleted: true, verification: null, passwordReset: null, pendingEmail: null };
    default:
      return assertNever(event);
  }
}

const pending = (token: AccountTokenIssued): PendingToken => ({ tokenHash: token.tokenHash, expiresAt: token.expiresAt });

/** A freshly issued link: its id, the hash of its token, when it stops working. */
export type IssuedToken = Pick<AccountTokenIssued, 'tokenId' | 'tokenHash' | 'expiresAt'>;

// ── registration and verification ──────────────────────────────────────────────────────────

export interface RegisterUser {
  type: 'RegisterUser';
  data: UserRegisteredData;
  /** For an unverified account: the verification link to mail. */
  verification?: IssuedToken;
  /** Why the link goes out: an account made by an admin or a venue gets a mail that says so. */
  verificationReason?: 'registration' | 'account-made';
}

function registerUser(command: RegisterUser, state: UserState): UserEvent[] {
  if (state.exists) throw conflict('Korisnik već postoji');
  const events: UserEvent[] = [{ type: 'UserRegistered', data: command.data }];
  if ((!command.data.isVerified || command.data.addressProven === false) && command.verification) {
    const reason = command.verificationReason ?? 'registration';
    events.push({ type: 'VerificationRequested', data: { ...tokenIssued(command.data, command.verification), reason } });
  }
  return events;
}

export interface RequestVerification {
  type: 'RequestVerification';
  now: Date;
  token: IssuedToken;
}

/** Issues a new verification link, unless the account is verified or a link is still valid. */
function requestVerification(command: RequestVerification, state: UserState): UserEvent[] {
  if (!isLive(state) || state.isVerified) return [];
  if (state.verification && !hasExpired(state.verification, command.now)) return [];
  return [{ type: 'VerificationRequested', data: { ...tokenIssued(state, command.token), reason: state.verificationReason } }];
}

export interface VerifyEmail {
  type: 'VerifyEmail';
  tokenHash: string;
  now: Date;
}

function verifyEmail(command: VerifyEmail, state: UserState): UserEvent[] {
  if (!isLive(state) || !state.verification || state.verification.tokenHash !== command.tokenHash) {
    throw badRequest(INVALID_VERIFICATION_LINK, 'token');
  }
  if (hasExpired(state.verification, command.now)) throw new DomainError(410, EXPIRED_VERIFICATION_LINK, 'token');
  return [{ type: 'UserVerified', data: { userId: state.userId!, via: 'email-link' } }];
}

export interface ConfirmEmailChange {
  type: 'ConfirmEmailChange';
  tokenHash: string;
  now: Date;
}

/** The link mailed to the asked-for address was opened: the address is proven and becomes the account's. */
function confirmEmailChange(command: ConfirmEmailChange, state: UserState): UserEvent[] {
  if (!isLive(state) || !state.pendingEmail || state.pendingEmail.tokenHash !== command.tokenHash) {
    throw badRequest(INVALID_VERIFICATION_LINK, 'token');
  }
  if (hasExpired(state.pendingEmail, command.now)) throw new DomainError(410, EXPIRED_EMAIL_CHANGE_LINK, 'token');
  const events: UserEvent[] = [emailChanged(state, state.pendingEmail.email)];
  if (!state.isVerified || !state.addressProven) events.push({ type: 'UserVerified', data: { userId: state.userId!, via: 'email-change' } });
  return events;
}

export interface ConfirmEmailOwnership {
  type: 'ConfirmEmailOwnership';
}

/** Google vouched for the address: an unverified account with it becomes verified. */
function confirmEmailOwnership(_command: ConfirmEmailOwnership, state: UserState): UserEvent[] {
  if (!isLive(state) || state.isVerified) return [];
  return [{ type: 'UserVerified', data: { userId: state.userId!, via: 'google' } }];
}

// ── password reset ─────────────────────────────────────────────────────────────────────────

export interface RequestPasswordReset {
  type: 'RequestPasswordReset';
  token: IssuedToken;
}

/** Nothing for an unknown, deleted or inactive account: the caller answers the same either way. */
function requestPasswordReset(command: RequestPasswordReset, state: UserState): UserEvent[] {
  if (!isLive(state) || !state.status) return [];
  return [{ type: 'PasswordResetRequested', data: tokenIssued(state, command.token) }];
}

export interface ResetPassword {
  type: 'ResetPassword';
  tokenHash: string;
  passwordHash: string;
  now: Date;
}

function resetPassword(command: ResetPassword, state: UserState): UserEvent[] {
  if (!isLive(state) || !state.passwordReset || state.passwordReset.tokenHash !== command.tokenHash) {
    throw badRequest(INVALID_RESET_LINK, 'token');
  }
  if (hasExpired(state.passwordReset, command.now)) throw new DomainError(410, EXPIRED_RESET_LINK, 'token');
  const events: UserEvent[] = [{ type: 'PasswordChanged', data: { userId: state.userId!, passwordHash: command.passwordHash, via: 'reset' } }];
  // The mailed link proved the address as well as a verification link would have.
  if (!state.isVerified || !state.addressProven) events.push({ type: 'UserVerified', data: { userId: state.userId!, via: 'password-reset' } });
  return events;
}

// ── own profile ────────────────────────────────────────────────────────────────────────────

export interface UpdateProfile {
  type: 'UpdateProfile';
  firstName?: string;
  lastName?: string;
  mobilePhone?: string;
  email?: string;
  passwordHash?: string;
  /** Whether the caller typed a current password at all. */
  currentPasswordGiven: boolean;
  /** The password hash the typed current password was checked against, when it matched. */
  provenPasswordHash: string | null;
  /** The link to mail to a new address (required when the address changes). */
  emailToken?: IssuedToken;
}

function updateProfile(command: UpdateProfile, state: UserState): UserEvent[] {
  if (!isLive(state)) throw notFound(USER_NOT_FOUND);
  const emailChanges = command.email !== undefined && command.email !== state.email;
  if (emailChanges || command.passwordHash !== undefined) {
    if (!command.currentPasswordGiven) throw badRequest(CURRENT_PASSWORD_REQUIRED, 'currentPassword');
    // Compared with the state's hash: a password changed meanwhile makes the proof stale.
    if (command.provenPasswordHash === null || command.provenPasswordHash !== state.passwordHash) {
      throw badRequest(CURRENT_PASSWORD_WRONG, 'currentPassword');
    }
  }
  return [
    ...profileChanges(state, command),
    ...(emailChanges ? [emailChangeRequested(state, command.email!, command.emailToken)] : []),
    ...(command.passwordHash !== undefined
      ? [{ type: 'PasswordChanged', data: { userId: state.userId!, passwordHash: command.passwordHash, via: 'profile' } } as const]
      : []),
  ];
}

// ── managing users and staff ───────────────────────────────────────────────────────────────

/**
 * Who may manage whom (spec section 6): an admin manages every user, staff member and manager; a
 * manager only the staff and managers of their own club. Admin accounts are not managed here.
 */
export function assertMayManage(actor: Actor, target: UserState): void {
  if (actor === 'anonymous') throw new DomainError(401, 'Morate se prijaviti');
  if (actor.role === 'admin') {
    if (target.role === 'admin') throw forbidden(ADMIN_NOT_MANAGED);
    return;
  }
  if (actor.role === 'manager') {
    const staffOfOwnClub =
      (target.role === 'staff' || target.role === 'manager') && actor.clubId !== null && target.clubId === actor.clubId;
    if (!staffOfOwnClub) throw forbidden(NOT_YOUR_CLUB);
    return;
  }
  throw forbidden();
}

/** Where a new account made through POST /api/user lands: its role and club. */
export function placeNewAccount(
  actor: Actor,
  requested: { role?: ManagedRole; clubId?: string | null },
): { role: ManagedRole; clubId: string | null } {
  if (actor === 'anonymous') throw new DomainError(401, 'Morate se prijaviti');
  if (actor.role === 'admin') {
    const role = requested.role ?? 'user';
    return { role, clubId: role === 'user' ? null : (requested.clubId ?? null) };
  }
  if (actor.role === 'manager') {
    const role = requested.role ?? 'staff';
    if (role !== 'staff' && role !== 'manager') throw forbidden(MANAGER_ROLES_ONLY);
    if (!actor.clubId) throw forbidden(NO_CLUB);
    // New staff always join the manager's own club, whatever the form said.
    return { role, clubId: actor.clubId };
  }
  throw forbidden();
}

export interface EditUser {
  type: 'EditUser';
  actor: Actor;
  firstName?: string;
  lastName?: string;
  mobilePhone?: string;
  email?: string;
  passwordHash?: string;
  status?: boolean;
  role?: ManagedRole;
  clubId?: string | null;
  /** The link to mail to a new address (required when the address changes). */
  emailToken?: IssuedToken;
}

function editUser(command: EditUser, state: UserState): UserEvent[] {
  if (!isLive(state)) throw notFound(USER_NOT_FOUND);
  const actor = command.actor;
  assertMayManage(actor, state);
  if (actor === 'anonymous') return [];

  let role: Role = command.role ?? state.role!;
  let clubId = state.clubId;
  if (actor.role === 'manager') {
    if (role !== 'staff' && role !== 'manager') throw forbidden(MANAGER_ROLES_ONLY);
  } else if (command.clubId !== undefined) {
    clubId = command.clubId;
  }
  if (role === 'user') clubId = null;
  const status = command.status ?? state.status;

  const roleChanges = role !== state.role || clubId !== state.clubId;
  const statusChanges = status !== state.status;
  if (actor.userId === state.userId && (roleChanges || statusChanges)) throw badRequest(NOT_OWN_ROLE_OR_STATUS);

  const events: UserEvent[] = [...profileChanges(state, command)];
  if (command.email !== undefined && command.email !== state.email) events.push(emailChangeRequested(state, command.email, command.emailToken));
  if (command.passwordHash !== undefined) {
    events.push({ type: 'PasswordChanged', data: { userId: state.userId!, passwordHash: command.passwordHash, via: 'user-management' } });
  }
  if (roleChanges) events.push({ type: 'UserRoleChanged', data: { userId: state.userId!, role, clubId } });
  if (statusChanges) events.push({ type: 'UserStatusChanged', data: { userId: state.userId!, status } });
  return events;
}

export interface DeleteUser {
  type: 'DeleteUser';
  actor: Actor;
}

function deleteUser(command: DeleteUser, state: UserState): UserEvent[] {
  if (!isLive(state)) throw notFound(USER_NOT_FOUND);
  assertMayManage(command.actor, state);
  if (command.actor !== 'anonymous' && command.actor.userId === state.userId) throw badRequest(NOT_YOURSELF);
  return [{ type: 'UserDeleted', data: { userId: state.userId!, email: state.email, username: state.username } }];
}

// ── the decider ────────────────────────────────────────────────────────────────────────────

export type UserCommand =
  | RegisterUser
  | RequestVerification
  | VerifyEmail
  | ConfirmEmailChange
  | ConfirmEmailOwnership
  | RequestPasswordReset
  | ResetPassword
  | UpdateProfile
  | EditUser
  | DeleteUser;

export function decideUser(command: UserCommand, state: UserState): UserEvent[] {
  switch (command.type) {
    case 'RegisterUser':
      return registerUser(command, state);
    case 'RequestVerification':
      return requestVerification(command, state);
    case 'VerifyEmail':
      return verifyEmail(command, state);
    case 'ConfirmEmailChange':
      return confirmEmailChange(command, state);
    case 'ConfirmEmailOwnership':
      return confirmEmailOwnership(command, state);
    case 'RequestPasswordReset':
      return requestPasswordReset(command, state);
    case 'ResetPassword':
      return resetPassword(command, state);
    case 'UpdateProfile':
      return updateProfile(command, state);
    case 'EditUser':
      return editUser(command, state);
    case 'DeleteUser':
      return deleteUser(command, state);
    default:
      return assertNever(command);
  }
}

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: initialUserState,
  evolve: evolveUser,
  decide: decideUser,
};

// ── helpers ────────────────────────────────────────────────────────────────────────────────

export const isLive = (state: UserState) => state.exists && !state.deleted;

export function hasExpired(token: PendingToken, now: Date): boolean {
  return new Date(token.expiresAt).getTime() <= now.getTime();
}

function tokenIssued(user: Pick<UserState, 'email' | 'firstName'> & { userId: string | null }, token: IssuedToken): AccountTokenIssued {
  return { userId: user.userId!, email: user.email, firstName: user.firstName, ...token };
}

function profileChanges(
  state: UserState,
  change: { firstName?: string; lastName?: string; mobilePhone?: string },
): UserEvent[] {
  const next = {
    firstName: change.firstName ?? state.firstName,
    lastName: change.lastName ?? state.lastName,
    mobilePhone: change.mobilePhone ?? state.mobilePhone,
  };
  const changed = next.firstName !== state.firstName || next.lastName !== state.lastName || next.mobilePhone !== state.mobilePhone;
  return changed ? [{ type: 'UserProfileChanged', data: { userId: state.userId!, ...next } }] : [];
}

/**
 * A new address counts only once its owner opens the link mailed to it: until then the account
 * keeps its address, and nothing filed under the new one (reservations, guest books, privacy
 * requests) is the account's.
 */
function emailChangeRequested(state: UserState, email: string, token: IssuedToken | undefined): UserEvent {
  if (!token) throw new Error('An e-mail change needs a link to mail to the new address');
  return { type: 'EmailChangeRequested', data: { ...tokenIssued({ ...state, email }, token), previousEmail: state.email } };
}

function emailChanged(state: UserState, email: string): UserEvent {
  return { type: 'UserEmailChanged', data: { userId: state.userId!, email, previousEmail: state.email } };
}
