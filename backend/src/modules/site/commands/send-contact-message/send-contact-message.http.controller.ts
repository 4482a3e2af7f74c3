import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { contactMessageSchema, type ContactMessageInput } from '@izlazak/contracts';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { validBody } from '#platform/http/schema.pipe';
import { RateLimited } from '#platform/http/rate-limit';
import { SendContactMessageCommand } from './send-contact-message.command';
import { inRequestLanguage } from '#platform/http/request-language';

@ApiTags('site')
@Controller('site')
export class SendContactMessageHttpController {
  constructor(private readonly commands: CommandRunner) {}

  @Post('sendMessage')
  @RateLimited('sendMessage')
  @HttpCode(201)
  @ApiOperation({ summary: 'Poruka sa kontakt forme stranice (ili objekta, uz clubId); stiže e-poštom na adresu stranice ili objekta' })
  @ApiBody({ schema: { example: { name: 'Ana', email: 'ana@example.rs', theme: 'Rezervacija', phone: '060 123 4567', message: 'Pozdrav…' } } })
  async send(@Body(validBody(contactMessageSchema)) input: ContactMessageInput, @Command() context: CommandContext) {
    const messageId = randomUUID();
    await this.commands.run(new SendContactMessageCommand(messageId, input, context));
    return { _id: messageId, message: inRequestLanguage('contact.form.sent') };
  }
}
