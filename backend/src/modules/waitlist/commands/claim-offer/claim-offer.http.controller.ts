import { Controller, Get, HttpCode, Inject, Param, Post, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { WAITLIST_MESSAGES, waitlistOfferQuerySchema, type ReservationView, type WaitlistOfferQuery, type WaitlistOfferView } from '@izlazak/contracts';
import { APP_CONFIG, type AppConfig } from '../../../../config/config';
import { GuestOrCaller } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { notFound } from '#platform/commands/domain-errors';
import { validBody } from '#platform/http/schema.pipe';
import { toReservationView } from '../../../reservations/reservation-views';
import { offerOfToken, type OfferRef } from '../../domain/offer-link';
import { GetOfferQuery } from '../../queries/get-offer/get-offer.query';
import { ClaimOfferCommand } from './claim-offer.command';
import type { ClaimedOffer } from './claim-offer.handler';

/** The offer's mailed link: what it offers (GET /api/waitlist/offer?token), and 'Rezerviši sto'. */
@ApiTags('waitlist')
@Controller('waitlist')
export class ClaimOfferHttpController {
  constructor(
    private readonly commands: CommandRunner,
    private readonly queryBus: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('offer')
  @ApiOperation({ summary: 'Ponuda stola sa liste čekanja, po potpisanom linku iz mejla (token): objekat, noć, sto, do kada važi i da li je iskorišćena' })
  offer(@Query(validBody(waitlistOfferQuerySchema)) { token }: WaitlistOfferQuery): Promise<WaitlistOfferView> {
    return this.queryBus.execute(new GetOfferQuery(this.offerOf(token).offerId));
  }

  @Post('offers/:token/claim')
  @HttpCode(201)
  @GuestOrCaller()
  @ApiOperation({
    summary:
      "Gost sa liste čekanja rezerviše ponuđeni sto (kao svaka rezervacija, status 'Pending'); dok ponuda traje sto je samo njegov. 410 kada je ponuda istekla (sto je prešao sledećem gostu). Ponovljen zahtev vraća istu rezervaciju.",
  })
  async claim(@Param('token') token: string, @Command() context: CommandContext): Promise<ReservationView> {
    const { reservation } = await this.commands.run<ClaimedOffer>(new ClaimOfferCommand(this.offerOf(token), context), ['reservations', 'waitlist']);
    return toReservationView(reservation, reservation.placedAt);
  }

  private offerOf(token: string): OfferRef {
    const offer = offerOfToken(this.config.jwtSecret, token);
    if (!offer) throw notFound(WAITLIST_MESSAGES.offerNotFound);
    return offer;
  }
}
