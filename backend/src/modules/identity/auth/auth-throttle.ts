import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../platform/commands/domain-errors';
import { AttemptCounter, minutesToWait, type ThrottleKey } from '../../../platform/throttling/attempt-counter';

/** Wrong passwords per account (or per unknown login name) within the window. */
export const FAILED_LOGINS_PER_ACCOUNT = 5;
/** Wrong passwords from one client address: higher, as offices and mobile carriers share one. */
export const FAILED_LOGINS_PER_ADDRESS = 30;
/** Reset mails per e-mail address within the window; further requests get the same answer, no mail. */
export const RESET_REQUESTS_PER_ADDRESS = 5;

export const accountKey = (accountOrLogin: string): ThrottleKey => ({ key: `login:${accountOrLogin.toLowerCase()}`, limit: FAILED_LOGINS_PER_ACCOUNT });
export const addressKey = (ip: string): ThrottleKey => ({ key: `login-ip:${ip}`, limit: FAILED_LOGINS_PER_ADDRESS });
export const resetRequestKey = (email: string): ThrottleKey => ({ key: `reset:${email.trim().toLowerCase()}`, limit: RESET_REQUESTS_PER_ADDRESS });

export const tooManyLoginsMessage = (waitSeconds: number) => `Previše neuspešnih pokušaja prijave. Pokušajte ponovo za ${minutesToWait(waitSeconds)}.`;

/** The counters behind login and password-reset throttling (15-minute window). */
@Injectable()
export class AuthThrottle extends AttemptCounter {
  /** Throws the 429 the user sees when a key is over its limit. */
  async refuseIfThrottled(keys: ThrottleKey[]): Promise<void> {
    const wait = await this.waitSeconds(keys);
    if (wait > 0) throw new DomainError(429, tooManyLoginsMessage(wait));
  }
}
