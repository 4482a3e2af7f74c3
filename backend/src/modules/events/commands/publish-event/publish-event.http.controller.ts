import { Body, Controller, HttpCode, Post, UploadedFile } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DEFAULT_EVENT_START_TIME, eventSchema, type EventInput, type EventView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, Roles } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { validFormBody } from '#platform/http/multipart/form-body';
import { MAX_MEGABYTES, SingleImageUpload } from '#platform/http/multipart/image-upload';
import { targetClubId } from '../../../venues/http/target-club';
import { GetEventQuery } from '../../queries/get-event/get-event.query';
import { EVENT_FORM_SCHEMA } from '../event-form.openapi';
import { PublishEventCommand } from './publish-event.command';
import { Idempotent } from '#platform/http/idempotency';

@ApiTags('event')
@Controller('event')
export class PublishEventHttpController {
  constructor(private readonly commands: CommandRunner) {}

  @Post()
  @Idempotent()
  @HttpCode(201)
  @Roles('admin', 'manager')
  @SingleImageUpload('image')
  @ApiBearerAuth()
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiOperation({ summary: `Novi događaj (menadžer: svoj objekat; admin: clubId); slika u polju image, najviše ${MAX_MEGABYTES} MB` })
  @ApiBody({ schema: EVENT_FORM_SCHEMA })
  async publish(
    @Body(validFormBody(eventSchema)) input: EventInput,
    @UploadedFile() image: Express.Multer.File | undefined,
    @Command() context: CommandContext,
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<EventView> {
    const clubId = targetClubId(caller, input.clubId);
    const eventId = randomUUID();
    const details = {
      title: input.title,
      description: input.description,
      titleEn: input.titleEn,
      descriptionEn: input.descriptionEn,
      type: input.type,
      dateOfEvent: input.dateOfEvent,
      startTime: input.startTime || DEFAULT_EVENT_START_TIME,
      endTime: input.endTime,
      ticketPrice: input.ticketPrice,
      priority: input.priority,
      gallery: input.gallery,
      possibilityOfShowing: input.possibilityOfShowing,
      performers: input.performers,
    };
    return this.commands.answer(new PublishEventCommand(eventId, clubId, details, image?.buffer ?? null, context), new GetEventQuery(eventId, caller), {
      location: `/api/event/${eventId}`,
    });
  }
}
