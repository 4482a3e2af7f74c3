import type { Response } from 'express';
import { say, type Locale, type Said } from '@izlazak/contracts';
import { requestLocale, currentRequestContext } from './request-context';

/** An answer whose words follow Accept-Language says in which language it is, and that caches must keep one per language. */
export function answeredIn(response: Response, locale: Locale): void {
  response.setHeader('Content-Language', locale);
  const vary = String(response.getHeader('Vary') ?? '');
  if (!/(^|,)\s*accept-language\s*(,|$)/i.test(vary)) response.setHeader('Vary', vary ? `${vary}, Accept-Language` : 'Accept-Language');
}

/** A message of a route's own answer ('Rezervacija uspešno obrisana'), in the request's language. */
export function inRequestLanguage(message: Said): string {
  const locale = requestLocale();
  const response = currentRequestContext()?.response;
  if (response && !response.headersSent) answeredIn(response, locale);
  return say(message, locale);
}
