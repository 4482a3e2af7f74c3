import { Body, Controller, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { profileUpdateSchema, type ProfileUpdateInput, type UserView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { Authenticated, CurrentUser } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { validBody } from '#platform/http/schema.pipe';
import { GetUserQuery } from '../../queries/get-user/get-user.query';
import { UpdateProfileCommand } from './update-profile.command';
import { VersionedRecord } from '#platform/http/conditional-request';
import { ownProfileVersion } from '../user-versions';

@ApiTags('users')
@Controller('user')
export class UpdateProfileHttpController {
  constructor(private readonly commands: CommandRunner) {}

  @Put('profile')
  @VersionedRecord(ownProfileVersion)
  @Authenticated()
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Izmena mog profila: ime, prezime, telefon, email, lozinka',
    description:
      'Za promenu email adrese ili lozinke potrebna je trenutna lozinka (currentPassword). Nova email adresa važi tek kada se otvori link poslat na nju: do tada odgovor ima staru adresu u email i novu u pendingEmail (409 ako adresu već ima drugi nalog). Posle promene lozinke ostale sesije prestaju da važe; ova ostaje prijavljena. _id iz forme se zanemaruje.',
  })
  @ApiBody({
    schema: {
      example: {
        firstName: 'Marko',
        lastName: 'Marković',
        mobilePhone: '0601234567',
        email: 'marko@example.rs',
        password: 'nova',
        confirmPassword: 'nova',
        currentPassword: 'stara',
      },
    },
  })
  async update(@Body(validBody(profileUpdateSchema)) input: ProfileUpdateInput, @CurrentUser() caller: AuthenticatedUser, @Command() context: CommandContext): Promise<UserView> {
    return this.commands.answer(new UpdateProfileCommand(caller.id, caller.sessionId, input, context), new GetUserQuery(caller.id));
  }
}
