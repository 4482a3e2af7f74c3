import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { said, type TicketCodeView } from '@izlazak/contracts';
import { GuestOrCaller } from '#platform/auth/roles.decorator';
import { notFound } from '#platform/commands/domain-errors';
import { PG_POOL } from '#platform/database/database.tokens';
import { qrCodePng } from '#platform/qr/qr-code';
import { walletConfigured } from '#platform/wallet/apple-wallet-pass';
import { sendAppleWalletPass } from '#platform/wallet/wallet-pass-response';
import type pg from 'pg';
import { APP_CONFIG, type AppConfig } from '../../../../config/config';
import { ticketStatusOf } from '../ticket-rows';
import { GetTicketCodeQuery, ticketOfCode, walletTicketOf } from './ticket-code.query';

/** A ticket as whoever holds its code sees it (APP_URL/t/<token>): the page, its QR picture and its Apple Wallet pass. */
@ApiTags('tickets')
@Controller('tickets')
export class TicketCodeHttpController {
  constructor(
    private readonly queries: QueryBus,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get(':token')
  @GuestOrCaller()
  @ApiOperation({
    summary:
      "Ulaznica po kodu (ko ima kod, APP_URL/t/<token>; nalog nije potreban): događaj, objekat, noć, vrsta, ime nosioca, stanje ('valid', 'admitted', 'transferred', 'refunded': vraćena ili otkazana), QR slika i linkovi za Apple i Google Wallet kad su podešeni, cancelUntil: do kada je gost može sam otkazati (null: ne može). Bez mejla i telefona.",
  })
  byToken(@Param('token') token: string): Promise<TicketCodeView> {
    return this.queries.execute(new GetTicketCodeQuery(token));
  }

  @Get(':token/qr.png')
  @GuestOrCaller()
  @ApiProduces('image/png')
  @ApiOperation({ summary: 'QR kod ulaznice (APP_URL/t/<token>) kao PNG slika, isti kao u mejlu' })
  async qr(@Param('token') token: string, @Res() response: Response): Promise<void> {
    const ticket = await this.queries.execute<GetTicketCodeQuery, TicketCodeView>(new GetTicketCodeQuery(token));
    const png = await qrCodePng(ticket.code);
    response.status(200).type('png').setHeader('Cache-Control', 'private, max-age=3600').setHeader('Content-Disposition', 'inline; filename="ulaznica.png"').send(png);
  }

  @Get(':token/pass.pkpass')
  @GuestOrCaller()
  @ApiProduces('application/vnd.apple.pkpass')
  @ApiOperation({
    summary:
      'Apple Wallet pass ulaznice (application/vnd.apple.pkpass), kad su WALLET_PASS_TYPE_ID, WALLET_TEAM_ID, WALLET_CERT_PEM, WALLET_KEY_PEM i WALLET_WWDR_PEM podešeni; inače 404.',
  })
  async pass(@Param('token') token: string, @Res() response: Response): Promise<void> {
    if (!walletConfigured(this.config)) throw notFound(said('tickets.walletNotConfigured'));
    const row = await ticketOfCode(this.pool, token);
    if (!row) throw notFound(said('tickets.ticketNotFound'));
    const status = ticketStatusOf(row);
    if (status === 'transferred' || status === 'refunded') throw notFound(said('tickets.ticketNotFound'));
    await sendAppleWalletPass(response, this.config, walletTicketOf(this.config.appUrl, row));
  }
}
