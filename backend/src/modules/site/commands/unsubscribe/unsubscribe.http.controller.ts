import { Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { LANGUAGE_TAG, say, t, type Locale } from '@izlazak/contracts';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { DomainError } from '#platform/commands/domain-errors';
import { requestLocale } from '#platform/http/request-context';
import { answeredIn, inRequestLanguage } from '#platform/http/request-language';
import { escapeHtml } from '#platform/mail/mail-rule';
import { UnsubscribeCommand } from './unsubscribe.command';

export const UNSUBSCRIBED = 'refusal.site.unsubscribed';

/**
 * The mailed link opens in a browser (GET, answering a small page); a client or a mail program's
 * one-click unsubscribe may POST instead (JSON). Unsubscribing twice answers the same.
 */
@ApiTags('site')
@Controller('site')
export class UnsubscribeHttpController {
  constructor(private readonly commands: CommandRunner) {}

  @Post('unsubscribe/:token')
  @HttpCode(200)
  @ApiOperation({ summary: 'Odjava sa mailing liste tokenom iz e-pošte' })
  async unsubscribe(@Param('token') token: string, @Command() context: CommandContext) {
    await this.commands.run(new UnsubscribeCommand(token, context));
    return { message: inRequestLanguage(UNSUBSCRIBED) };
  }

  @Get('unsubscribe/:token')
  @ApiOperation({ summary: 'Odjava sa mailing liste iz linka u e-pošti (HTML stranica)' })
  async unsubscribePage(@Param('token') token: string, @Command() context: CommandContext, @Res() response: Response) {
    try {
      await this.unsubscribe(token, context);
      page(response, 200, UNSUBSCRIBED, requestLocale());
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      page(response, error.statusCode, error.said, requestLocale());
    }
  }
}

/** The small page in the request's language: its title, the outcome and the way back. */
function page(response: Response, status: number, outcome: string, locale: Locale) {
  const title = t('refusal.site.unsubscribeTitle', {}, locale);
  const message = say(outcome, locale);
  answeredIn(response, locale);
  response
    .status(status)
    .type('html')
    .setHeader('Cache-Control', 'no-store')
    .send(
      `<!doctype html><html lang="${LANGUAGE_TAG[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} · Izlazak</title></head>` +
        `<body style="font-family:Arial,sans-serif;color:#222;max-width:520px;margin:48px auto;padding:0 16px">` +
        `<h2 style="color:#475DDB">Izlazak</h2><p>${escapeHtml(message)}</p><p><a href="/">${escapeHtml(t('site.backHome', {}, locale))}</a></p></body></html>`,
    );
}
