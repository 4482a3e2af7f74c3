import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { timingSafeEqual, createHash } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../../../config/config';
import { DomainError } from '#platform/commands/domain-errors';

const digest = (text: string) => createHash('sha256').update(text).digest();
/** Compared as digests of equal length, so the time taken says nothing about the secret. */
const same = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

/**
 * Google calls the booking server with HTTP Basic credentials (GOOGLE_BOOKING_USER and
 * GOOGLE_BOOKING_PASSWORD, set in Google's Partner Portal). Without them the booking server is not
 * there at all: 404, as for any unknown route.
 */
@Injectable()
export class BookingServerGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const credentials = this.config.googleBooking.credentials;
    if (!credentials) throw new DomainError(404, 'errors.404');
    const request = context.switchToHttp().getRequest<Request>();
    const sent = basicCredentials(request.header('authorization'));
    if (sent && same(sent.user, credentials.user) && same(sent.password, credentials.password)) return true;
    context.switchToHttp().getResponse<Response>().setHeader('WWW-Authenticate', 'Basic realm="Izlazak booking server", charset="UTF-8"');
    throw new DomainError(401, 'refusal.google.badServerCredentials');
  }
}

function basicCredentials(header: string | undefined): { user: string; password: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}
