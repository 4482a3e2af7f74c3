import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { actorOf } from '#platform/auth/authenticated-user';
import { currentRequestContext } from '#platform/http/request-context';
import type { CommandContext } from './command-context';

export type { CommandContext };

/** The command's context from the HTTP request: the caller as actor, the request's correlation id. */
export const Command = createParamDecorator((_: unknown, context: ExecutionContext): CommandContext => {
  const request = context.switchToHttp().getRequest();
  const correlationId = currentRequestContext()?.correlationId ?? randomUUID();
  return { actor: actorOf(request.user ?? null), correlationId, causationId: correlationId };
});
