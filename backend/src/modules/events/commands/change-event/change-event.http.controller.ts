import { Body, Controller, Param, Put, UploadedFile } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { eventUpdateSchema, type EventUpdateInput, type EventView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, Roles } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { validFormBody } from '#platform/http/multipart/form-body';
import { SingleImageUpload } from '#platform/http/multipart/image-upload';
import { GetEventQuery } from '../../queries/get-event/get-event.query';
import { EVENT_FORM_SCHEMA } from '../event-form.openapi';
import { ChangeEventCommand } from './change-event.command';
import { VersionedRecord } from '#platform/http/conditional-request';
import { eventVersion } from '../../http/event-version';

@ApiTags('event')
@Controller('event')
export class ChangeEventHttpController {
  constructor(private readonly commands: CommandRunner) {}

  @Put(':eventId')
  @VersionedRecord(eventVersion)
  @Roles('admin', 'manager')
  @SingleImageUpload('image')
  @ApiBearerAuth()
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiOperation({ summary: 'Izmena događaja svog objekta (admin: bilo kog); izostavljena polja ostaju kakva su, nova slika menja staru' })
  @ApiBody({ schema: EVENT_FORM_SCHEMA })
  async change(
    @Param('eventId') eventId: string,
    @Body(validFormBody(eventUpdateSchema)) input: EventUpdateInput,
    @UploadedFile() image: Express.Multer.File | undefined,
    @Command() context: CommandContext,
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<EventView> {
    const details = {
      title: input.title,
      description: input.description,
      titleEn: input.titleEn,
      descriptionEn: input.descriptionEn,
      type: input.type,
      dateOfEvent: input.dateOfEvent,
      ticketPrice: input.ticketPrice,
      startTime: input.startTime || undefined,
      endTime: input.endTime,
      priority: input.priority,
      gallery: input.gallery,
      possibilityOfShowing: input.possibilityOfShowing,
      performers: input.performers,
    };
    return this.commands.answer(new ChangeEventCommand(eventId, details, image?.buffer ?? null, context), new GetEventQuery(eventId, caller));
  }
}
