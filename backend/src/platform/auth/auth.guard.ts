import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type { Role } from '@izlazak/contracts';
import { DomainError } from '#platform/commands/domain-errors';
import { currentRequestContext } from '#platform/http/request-context';
import { actorOf, type AuthenticatedUser } from './authenticated-user';
import { GUEST_OR_CALLER_KEY, ROLES_KEY } from './roles.decorator';
import { SessionStore, tokenFromHeader } from './sessions';

export interface SessionUserLookup {
  findSessionUser(userId: string): Promise<Omit<AuthenticatedUser, 'sessionId'> | null>;
}
export const SESSION_USER_LOOKUP = Symbol('SESSION_USER_LOOKUP');

/**
 * Resolves the caller from the Authorization header (with or without `Bearer `) on every request,
 * then enforces @Roles / @Authenticated. Endpoints with neither are public.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionStore,
    @Inject(SESSION_USER_LOOKUP) private readonly users: SessionUserLookup,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request & { user?: AuthenticatedUser | null }>();
    request.user = await this.callerOf(request);
    const requestContext = currentRequestContext();
    if (requestContext) requestContext.actor = actorOf(request.user);

    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [context.getHandler(), context.getClass()]);
    if (roles === undefined) {
      const credentialRefused = !request.user && tokenFromHeader(request.header('authorization')) !== null;
      if (credentialRefused && this.reflector.get<boolean>(GUEST_OR_CALLER_KEY, context.getHandler())) throw new DomainError(401, 'errors.401');
      return true;
    }
    if (!request.user) throw new DomainError(401, 'errors.401');
    if (roles.length > 0 && !roles.includes(request.user.role)) throw new DomainError(403, 'errors.403');
    return true;
  }

  private async callerOf(request: Request): Promise<AuthenticatedUser | null> {
    const token = tokenFromHeader(request.header('authorization'));
    if (!token) return null;
    const session = await this.sessions.resolve(token);
    if (!session) return null;
    const user = await this.users.findSessionUser(session.userId);
    return user ? { ...user, sessionId: session.sessionId } : null;
  }
}
