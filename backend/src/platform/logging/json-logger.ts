import { LoggerService } from '@nestjs/common';
import { currentRequestContext } from '#platform/http/request-context';

type Level = 'error' | 'warn' | 'info' | 'debug';

/** One JSON object per line, with the request's correlation id when there is one. */
export class JsonLogger implements LoggerService {
  constructor(private readonly quiet = process.env.LOG_LEVEL === 'silent') {}

  log(message: unknown, context?: string) {
    this.write('info', message, context);
  }
  error(message: unknown, stackOrContext?: string, context?: string) {
    this.write('error', message, context ?? stackOrContext, context ? stackOrContext : undefined);
  }
  warn(message: unknown, context?: string) {
    this.write('warn', message, context);
  }
  debug(message: unknown, context?: string) {
    if (process.env.LOG_LEVEL === 'debug') this.write('debug', message, context);
  }
  verbose(message: unknown, context?: string) {
    this.debug(message, context);
  }

  private write(level: Level, message: unknown, context?: string, stack?: string) {
    if (this.quiet && level !== 'error') return;
    const entry: Record<string, unknown> = {
      time: new Date().toISOString(),
      level,
      context,
      correlationId: currentRequestContext()?.correlationId,
    };
    if (message instanceof Error) {
      entry.message = message.message;
      entry.stack = message.stack;
    } else if (typeof message === 'object' && message !== null) {
      Object.assign(entry, message);
    } else {
      entry.message = String(message);
    }
    if (stack) entry.stack = stack;
    const line = JSON.stringify(entry);
    if (level === 'error') process.stderr.write(line + '\n');
    else process.stdout.write(line + '\n');
  }
}

export const logger = new JsonLogger();
