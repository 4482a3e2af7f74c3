import { CanActivate, ExecutionContext, Injectable, createParamDecorator, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { INTEGRATION_MESSAGES } from '@izlazak/contracts';
import { DomainError } from '#platform/commands/domain-errors';
import { tokenFromHeader } from '#platform/auth/sessions';
import { IntegrationKeys, looksLikeApiKey, type Integrator } from './integration-keys';

type IntegratorRequest = Request & { integrator?: Integrator };

/**
 * The integration API's caller is an API key (`Authorization: Bearer izk_…`), never a session: the
 * platform's AuthGuard finds no session in such a token and leaves the request to this guard.
 */
@Injectable()
export class IntegratorGuard implements CanActivate {
  constructor(private readonly keys: IntegrationKeys) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<IntegratorRequest>();
    const token = tokenFromHeader(request.header('authorization'));
    if (!token || !looksLikeApiKey(token)) throw new DomainError(401, INTEGRATION_MESSAGES.keyRequired);
    const integrator = await this.keys.resolve(token);
    if (!integrator) throw new DomainError(401, INTEGRATION_MESSAGES.keyInvalid);
    request.integrator = integrator;
    return true;
  }
}

/** Only an API key may call the endpoint (the OpenAPI document names the integrationKey scheme for it). */
export const ForIntegrators = () => UseGuards(IntegratorGuard);

export const CurrentIntegrator = createParamDecorator((_: unknown, context: ExecutionContext): Integrator => {
  return context.switchToHttp().getRequest<IntegratorRequest>().integrator!;
});
