import { SetMetadata, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Role } from '@izlazak/contracts';
import type { AuthenticatedUser } from './authenticated-user';

export const ROLES_KEY = 'izlazak:roles';

/** Only these roles may call the endpoint; with no roles named, any logged-in user may. */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);
export const Authenticated = () => SetMetadata(ROLES_KEY, []);

export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): AuthenticatedUser | null => {
  return context.switchToHttp().getRequest().user ?? null;
});
