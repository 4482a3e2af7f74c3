import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { actorOf, type AuthenticatedUser } from '#platform/auth/authenticated-user';
import { currentRequestContext } from '#platform/http/request-context';
import type { CommandContext } from './command-context';
import { matchedVersion } from '#platform/http/conditional-request';
import { editedVersion } from './edited-version';
import { requestLanguage } from './request-language';

export type { CommandContext };

interface CommandRequest {
  user?: AuthenticatedUser;
  method?: string;
  route?: { path?: string };
  headers?: { 'accept-language'?: string | string[] };
}

/** The route as declared ('PUT /api/club/:id'), never the concrete path with its ids. */
const routeOf = (request: CommandRequest) => (request.method && request.route?.path ? `${request.method} ${request.route.path}` : undefined);

function contextOf(request: CommandRequest): CommandContext {
  const correlationId = currentRequestContext()?.correlationId ?? randomUUID();
  const via = routeOf(request);
  const locale = requestLanguage(request.headers?.['accept-language']);
  return { actor: actorOf(request.user ?? null), correlationId, causationId: correlationId, ...(via ? { via } : {}), ...(locale ? { locale } : {}) };
}

/** The command's context from the HTTP request: the caller as actor, the request's correlation id. */
export const Command = createParamDecorator((_: unknown, context: ExecutionContext): CommandContext => {
  return contextOf(context.switchToHttp().getRequest<CommandRequest>());
});

/**
 * The context of an edit made from a version of the record the caller loaded: the version its
 * `If-Match` matched (see `@VersionedRecord`), else a `version` field of the body. The repository
 * refuses the edit (412 or 409) when the edited stream has moved on since; without a version it
 * behaves as `@Command()`.
 */
export const EditCommand = createParamDecorator((_: unknown, context: ExecutionContext): CommandContext => {
  const request = context.switchToHttp().getRequest<CommandRequest & { body?: unknown }>();
  const matched = matchedVersion(request);
  if (matched !== undefined) return { ...contextOf(request), expectedRevision: BigInt(matched), revisionFromIfMatch: true };
  const expectedRevision = editedVersion(request.body);
  return expectedRevision === undefined ? contextOf(request) : { ...contextOf(request), expectedRevision };
});
