import { randomBytes, randomUUID } from 'node:crypto';
import type { CommandBus } from '@nestjs/cqrs';
import type { AppConfig } from '../../config/config';
import { systemContext } from '#platform/commands/command-context';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import type { EventStore } from '#platform/event-store/event-store.port';
import { logger } from '#platform/logging/json-logger';
import { RegisterUserCommand } from './commands/register-user/register-user.command';

/** On the first start with an empty store, creates the admin account; returns its password. */
export async function bootstrapAdmin(config: AppConfig, store: EventStore, commandBus: CommandBus): Promise<CommandOutcome | null> {
  if ((await store.headPosition()) !== null) return null;
  const password = config.adminPassword ?? randomBytes(12).toString('base64url');
  const outcome = await commandBus.execute<RegisterUserCommand, CommandOutcome>(
    new RegisterUserCommand(
      randomUUID(),
      {
        username: 'admin',
        email: config.adminEmail,
        firstName: 'Administrator',
        lastName: 'Izlazak',
        mobilePhone: '',
        role: 'admin',
        clubId: null,
        password,
        status: true,
        isVerified: true,
        profileImage: null,
      },
      systemContext(randomUUID()),
    ),
  );
  if (!config.adminPassword) {
    // Printed once, on purpose: nobody else will ever see this password.
    process.stdout.write(`\nAdministratorski nalog: ${config.adminEmail} / lozinka: ${password}\n\n`);
  }
  logger.log({ message: 'Admin account created', email: config.adminEmail }, 'Bootstrap');
  return outcome;
}
