import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { venueWithManagerSchema, type VenueView, type VenueWithManagerInput } from '@izlazak/contracts';
import { Roles } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { validFormBody } from '#platform/http/multipart/form-body';
import { FormFieldsUpload } from '#platform/http/multipart/image-upload';
import { GetVenueQuery } from '../../queries/get-venue/get-venue.query';
import { CreateVenueCommand } from './create-venue.command';
import { Idempotent } from '#platform/http/idempotency';

export const VENUE_BODY_EXAMPLE = {
  user: { firstName: 'Marko', lastName: 'Marković', mobilePhone: '+381 60 111 2222', email: 'menadzer@klub.rs', password: 'lozinka', confirmPassword: 'lozinka' },
  club: {
    name: 'Klub Ponoć',
    location: 'Karađorđeva 2',
    type: 'Klub',
    description: 'Klub na obali Save',
    email: 'info@klub.rs',
    phone: '+381 11 123 4567',
    phone2: '',
    city: 'Beograd',
    color: '#475DDB',
    rang: 'Regularno',
    socialMedia: [{ name: 'Instagram', link: 'https://instagram.com/klub' }],
  },
};

@ApiTags('club')
@Controller('club')
export class CreateVenueHttpController {
  constructor(private readonly commands: CommandRunner) {}

  @Post()
  @Idempotent()
  @HttpCode(201)
  @Roles('admin')
  @FormFieldsUpload()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Novi objekat sa nalogom menadžera (admin); JSON ili multipart sa ključevima user[...] i club[...]' })
  @ApiBody({ schema: { example: VENUE_BODY_EXAMPLE } })
  async create(@Body(validFormBody(venueWithManagerSchema)) input: VenueWithManagerInput, @Command() context: CommandContext): Promise<VenueView> {
    const clubId = randomUUID();
    return this.commands.answer(new CreateVenueCommand(clubId, randomUUID(), input, context), new GetVenueQuery(clubId, { role: 'admin', clubId: null }), {
      location: `/api/club/${clubId}`,
    });
  }
}
