import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { TERMS_MESSAGES, paymentQrQuerySchema, type PaymentQrQuery, type ReservationDetailView } from '@izlazak/contracts';
import { APP_CONFIG, type AppConfig } from '../../../config/config';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser } from '#platform/auth/roles.decorator';
import { DomainError, notFound } from '#platform/commands/domain-errors';
import { validBody } from '#platform/http/schema.pipe';
import { reservationOfDoorToken } from '../../reservations/domain/door-code';
import { GetReservationQuery } from '../../reservations/queries/get-reservation/get-reservation.query';
import { ipsQrPng } from '../domain/ips-qr-image';

/** The NBS IPS QR code of a reservation's deposit slip, for the guest's screen (docs/payments.md). */
@ApiTags('money')
@Controller('reservations')
export class PaymentQrHttpController {
  constructor(
    private readonly queryBus: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get(':id/payment-qr.png')
  @ApiProduces('image/png')
  @ApiQuery({ name: 'token', required: false, description: 'gostov kod za ulaz iz odgovora rezervacije ili mejla (bez naloga)' })
  @ApiOperation({
    summary:
      'NBS IPS QR kod uplatnice za depozit rezervacije (PNG): gost sa tokenom iz odgovora ili mejla, ili prijavljen kao vlasnik; osoblje objekta, admin. 404 kada rezervacija ne traži depozit, 410 kada je rok za uplatu istekao.',
  })
  async qr(
    @Param('id') id: string,
    @Query(validBody(paymentQrQuerySchema)) { token }: PaymentQrQuery,
    @CurrentUser() viewer: AuthenticatedUser | null,
    @Res() response: Response,
  ): Promise<void> {
    const byToken = token !== undefined;
    if (byToken && reservationOfDoorToken(this.config.jwtSecret, token) !== id) throw notFound(TERMS_MESSAGES.paymentQrToken);
    if (!byToken && !viewer) throw new DomainError(401, 'refusal.money.signInOrOpenLink');
    const reservation = await this.queryBus.execute<GetReservationQuery, ReservationDetailView>(new GetReservationQuery(id, byToken ? null : viewer, byToken));
    const deposit = reservation.deposit;
    if (!deposit) throw notFound(TERMS_MESSAGES.noDeposit);
    if (deposit.state === 'expired') throw new DomainError(410, TERMS_MESSAGES.paymentTooLate);
    const png = await ipsQrPng(deposit.ipsQr);
    response
      .status(200)
      .type('png')
      .setHeader('Cache-Control', 'private, max-age=3600')
      .setHeader('Content-Disposition', `inline; filename="uplatnica-${reservation.uniqueId.replace(/[^\w-]/g, '')}.png"`)
      .send(png);
  }
}
