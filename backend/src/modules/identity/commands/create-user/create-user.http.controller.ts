import { randomUUID } from 'node:crypto';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { addUserSchema, type AddUserInput, type UserView } from '@izlazak/contracts';
import { Roles } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { validBody } from '#platform/http/schema.pipe';
import { GetUserQuery } from '../../queries/get-user/get-user.query';
import { CreateUserCommand } from './create-user.command';
import type { CreatedUser } from './create-user.handler';
import { Idempotent } from '#platform/http/idempotency';

@ApiTags('users')
@Controller('user')
export class CreateUserHttpController {
  constructor(
    private readonly commands: CommandRunner,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  @Idempotent()
  @HttpCode(201)
  @Roles('admin', 'manager')
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Dodavanje korisnika ili osoblja',
    description:
      'Admin: uloge user, staff, manager, promoter (podrazumevano user; promoter uz clubId). Menadžer: staff, manager ili promoter, uvek u svom objektu (podrazumevano staff; clubId drugog objekta: 403). Promoter dobija svoj kod jednom; e-mail postojećeg promotera dodat u drugi objekat dodaje mu taj objekat (isti nalog). Nalog nije potvrđen dok vlasnik ne otvori link poslat na njegovu adresu; tek tada se prijavljuje.',
  })
  @ApiBody({
    schema: {
      example: {
        firstName: 'Ana',
        lastName: 'Anić',
        mobilePhone: '0601234567',
        email: 'ana@example.rs',
        password: 'lozinka',
        confirmPassword: 'lozinka',
        role: 'staff',
        status: true,
      },
    },
  })
  async create(@Body(validBody(addUserSchema)) input: AddUserInput, @Command() context: CommandContext): Promise<UserView> {
    const { userId } = await this.commands.run<CreatedUser>(new CreateUserCommand(randomUUID(), input, context));
    return this.queries.execute(new GetUserQuery(userId));
  }
}
