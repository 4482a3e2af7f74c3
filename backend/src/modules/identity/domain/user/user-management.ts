import type { ManagedRole, Role } from '@izlazak/contracts';
import { DomainError, badRequest, forbidden, notFound } from '#platform/commands/domain-errors';
import type { Actor } from '#platform/event-store/event-store.port';
import { emailChangeRequested, profileChanges, type IssuedToken } from './user-changes';
import {
  ADMIN_NOT_MANAGED,
  MANAGER_ROLES_ONLY,
  NO_CLUB,
  NOT_OWN_ROLE_OR_STATUS,
  NOT_YOURSELF,
  NOT_YOUR_CLUB,
  PROMOTER_NEEDS_CLUB,
  SIGN_IN_REQUIRED,
  USER_NOT_FOUND,
} from './user-messages';
import type { UserEvent } from './user.events';
import { isLive, type UserState } from './user.state';

/**
 * Who may manage whom (spec section 6): an admin manages every user, staff member and manager; a
 * manager only the staff and managers of their own club. Admin accounts are not managed here.
 */
export function assertMayManage(actor: Actor, target: UserState): void {
  if (actor === 'anonymous') throw new DomainError(401, SIGN_IN_REQUIRED);
  if (actor.role === 'admin') {
    if (target.role === 'admin') throw forbidden(ADMIN_NOT_MANAGED);
    return;
  }
  if (actor.role === 'manager') {
    const staffOfOwnClub = isVenueRole(target.role) && actor.clubId !== null && target.clubId === actor.clubId;
    if (!staffOfOwnClub) throw forbidden(NOT_YOUR_CLUB);
    return;
  }
  throw forbidden();
}

/** The roles a manager hands out and manages in their own venue. */
const isVenueRole = (role: Role | null | undefined) => role === 'staff' || role === 'manager' || role === 'promoter';

/**
 * Where a new account made through POST /api/user lands: its role and club. A promoter always
 * works for a venue; a manager makes one only for their own (another venue's clubId is a 403).
 */
export function placeNewAccount(actor: Actor, requested: { role?: ManagedRole; clubId?: string | null }): { role: ManagedRole; clubId: string | null } {
  if (actor === 'anonymous') throw new DomainError(401, SIGN_IN_REQUIRED);
  if (actor.role === 'admin') {
    const role = requested.role ?? 'user';
    if (role === 'promoter' && !requested.clubId) throw badRequest(PROMOTER_NEEDS_CLUB, 'clubId');
    return { role, clubId: role === 'user' ? null : (requested.clubId ?? null) };
  }
  if (actor.role === 'manager') {
    const role = requested.role ?? 'staff';
    if (!isVenueRole(role)) throw forbidden(MANAGER_ROLES_ONLY);
    if (!actor.clubId) throw forbidden(NO_CLUB);
    if (role === 'promoter' && requested.clubId && requested.clubId !== actor.clubId) throw forbidden(NOT_YOUR_CLUB);
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

export function editUser(command: EditUser, state: UserState): UserEvent[] {
  if (!isLive(state)) throw notFound(USER_NOT_FOUND);
  const actor = command.actor;
  assertMayManage(actor, state);
  if (actor === 'anonymous') return [];

  const role: Role = command.role ?? state.role!;
  let clubId = state.clubId;
  if (actor.role === 'manager') {
    if (!isVenueRole(role)) throw forbidden(MANAGER_ROLES_ONLY);
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

export function deleteUser(command: DeleteUser, state: UserState): UserEvent[] {
  if (!isLive(state)) throw notFound(USER_NOT_FOUND);
  assertMayManage(command.actor, state);
  if (command.actor !== 'anonymous' && command.actor.userId === state.userId) throw badRequest(NOT_YOURSELF);
  return [{ type: 'UserDeleted', data: { userId: state.userId!, email: state.email, username: state.username } }];
}
