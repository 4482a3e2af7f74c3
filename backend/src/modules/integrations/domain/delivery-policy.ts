/**
 * What one delivery attempt's outcome means. 2xx: delivered. 410: the receiver says the endpoint
 * is gone, so it is disabled. 5xx, 408, 429 and no answer (timeout, refused connection): retried
 * with exponential backoff until the retry window is over, then the endpoint is disabled. Any
 * other answer is the receiver refusing this one event: not retried.
 */
export type AttemptVerdict = 'delivered' | 'retry' | 'gone' | 'refused';

export function verdictOf(statusCode: number | null): AttemptVerdict {
  if (statusCode === null) return 'retry';
  if (statusCode >= 200 && statusCode < 300) return 'delivered';
  if (statusCode === 410) return 'gone';
  if (statusCode >= 500 || statusCode === 408 || statusCode === 429) return 'retry';
  return 'refused';
}

export interface RetrySchedule {
  baseMs: number;
  maxMs: number;
  windowMs: number;
}

/** The wait after the `attempt`-th failed attempt: base, 2×base, 4×base … capped. */
export function retryDelayMs(attempt: number, schedule: RetrySchedule): number {
  return Math.min(schedule.maxMs, schedule.baseMs * 2 ** Math.max(0, Math.min(attempt - 1, 40)));
}

/** When to try again, or null once the next try would fall outside the window that began at `windowStart`. */
export function nextAttemptAt(attempt: number, now: Date, windowStart: Date, schedule: RetrySchedule): Date | null {
  const next = new Date(now.getTime() + retryDelayMs(attempt, schedule));
  return next.getTime() - windowStart.getTime() <= schedule.windowMs ? next : null;
}
