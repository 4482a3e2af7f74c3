import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { actorOf, type AuthenticatedUser } from '#platform/auth/authenticated-user';
import { currentRequestContext } from '#platform/http/request-context';
import type { CommandContext } from './command-context';
import { editedVersion } from './edited-version';

export type { CommandContext };

function contextOf(request: { user?: AuthenticatedUser }): CommandContext {
  const correlationId = currentRequestContext()?.correlationId ?? randomUUID();
  return { actor: actorOf(request.user ?? null), correlationId, causationId: correlationId };
}

/** The command's context from the HTTP request: the caller as actor, the request's correlation id. */
export const Command = createParamDecorator((_: unknown, context: ExecutionContext): CommandContext => {
  return contextOf(context.switchToHttp().getRequest());
});

/**
 * The context of an edit made from a version of the record the caller loaded, sent as
 * `If-Match: "<version>"` or as a `version` field of the body. The repository refuses the edit
 * (409) when the edited stream has moved on since; without a version it behaves as `@Command()`.
 */
export const EditCommand = createParamDecorator((_: unknown, context: ExecutionContext): CommandContext => {
  const request = context.switchToHttp().getRequest();
  const expectedRevision = editedVersion(request.headers?.['if-match'], request.body);
  return expectedRevision === undefined ? contextOf(request) : { ...contextOf(request), expectedRevision };
});
