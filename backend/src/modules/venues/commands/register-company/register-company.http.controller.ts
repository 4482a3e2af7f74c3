import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { venueWithManagerSchema, type VenueWithManagerInput } from '@izlazak/contracts';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { RateLimited } from '#platform/http/rate-limit';
import { validFormBody } from '#platform/http/multipart/form-body';
import { FormFieldsUpload } from '#platform/http/multipart/image-upload';
import { VENUE_BODY_EXAMPLE } from '../create-venue/create-venue.http.controller';
import { RegisterCompanyCommand } from './register-company.command';
import { inRequestLanguage } from '#platform/http/request-language';

export const SIGNUP_RECEIVED = 'refusal.venues.signupReceived';

@ApiTags('auth')
@Controller('auth')
export class RegisterCompanyHttpController {
  constructor(private readonly commands: CommandRunner) {}

  @Post('register-company')
  @RateLimited('register-company')
  @HttpCode(201)
  @FormFieldsUpload()
  @ApiOperation({ summary: 'Prijava objekta i njegovog menadžera (multipart user[...], club[...]); čeka odobrenje administratora' })
  @ApiBody({ schema: { example: VENUE_BODY_EXAMPLE } })
  async register(@Body(validFormBody(venueWithManagerSchema)) input: VenueWithManagerInput, @Command() context: CommandContext) {
    const clubId = randomUUID();
    await this.commands.run(new RegisterCompanyCommand(clubId, randomUUID(), input, context));
    return { message: inRequestLanguage(SIGNUP_RECEIVED), clubId, status: 'pending' as const };
  }
}
