import { SetMetadata, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Role } from '@izlazak/contracts';
import type { AuthenticatedUser } from './authenticated-user';

export const ROLES_KEY = 'izlazak:roles';

/** Only these roles may call the endpoint; with no roles named, any logged-in user may. The OpenAPI document says it needs the session token. */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);
export const Authenticated = () => SetMetadata(ROLES_KEY, []);

export const GUEST_OR_CALLER_KEY = 'izlazak:guest-or-caller';
/**
 * Open to guests without a session, and the write is the caller's when one is sent: so a credential
 * that is sent and not valid (expired, revoked, an integration key) is a 401, never a guest's write.
 */
export const GuestOrCaller = () => SetMetadata(GUEST_OR_CALLER_KEY, true);

/** The signed-in caller, or null; a public route that reads it answers a session more (the OpenAPI document says the token is optional there). */
export const callerOf = (_: unknown, context: ExecutionContext): AuthenticatedUser | null => context.switchToHttp().getRequest<{ user?: AuthenticatedUser }>().user ?? null;
export const CurrentUser = createParamDecorator(callerOf);
