import { Controller, Get, Param, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { said, validateIpsQrText, type TicketOrderView } from '@izlazak/contracts';
import { GuestOrCaller } from '#platform/auth/roles.decorator';
import { DomainError } from '#platform/commands/domain-errors';
import { qrCodePng } from '#platform/qr/qr-code';
import { GetTicketOrderQuery } from '../ticket.queries';

/** The IPS QR picture as the deposit slip draws it (money/domain/ips-qr-image.ts): error correction M, the standard quiet zone. */
const IPS_PICTURE = { errorCorrectionLevel: 'M', modulePixels: 6, marginModules: 4 } as const;

/** The NBS IPS QR code of an order awaiting its payment, for the buyer's order page (its _id is the buyer's). */
@ApiTags('tickets')
@Controller('ticket-orders')
export class TicketOrderPaymentQrHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id/payment-qr.png')
  @GuestOrCaller()
  @ApiProduces('image/png')
  @ApiOperation({ summary: 'NBS IPS QR kod uplate porudžbine ulaznica (PNG), dok se uplata čeka; plaćena ili istekla: 410.' })
  async qr(@Param('id') orderId: string, @Res() response: Response): Promise<void> {
    const order = await this.queries.execute<GetTicketOrderQuery, TicketOrderView>(new GetTicketOrderQuery(orderId));
    const text = order.payment?.ipsQr;
    if (!text || validateIpsQrText(text).length > 0) throw new DomainError(410, said('tickets.paymentNotAwaited'));
    const png = await qrCodePng(text, IPS_PICTURE);
    response.status(200).type('png').setHeader('Cache-Control', 'private, no-store').setHeader('Content-Disposition', 'inline; filename="uplata-ulaznica.png"').send(png);
  }
}
