import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  doorScanSchema,
  doorTonightQuerySchema,
  type DoorNightView,
  type DoorScanInput,
  type DoorTicketsView,
  type DoorInsideView,
  type DoorTonightQuery,
  type GuestDoorCodeView,
} from '@izlazak/contracts';
import { APP_CONFIG, type AppConfig } from '../../../config/config';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, Roles } from '#platform/auth/roles.decorator';
import { validBody } from '#platform/http/schema.pipe';
import { qrCodePng } from '#platform/qr/qr-code';
import { doorCodeOf } from '../queries/door-code/door-code.handler';
import { GetReservationByDoorCodeQuery } from '../queries/door-code/door-code.query';
import { DoorNightQuery } from '../queries/door-night/door-night.query';
import { DoorTicketsQuery } from '../queries/door-tickets/door-tickets.handler';
import { DoorInsideQuery } from '../queries/door-tickets/door-inside.handler';
import type { DoorScanView } from '../queries/scan-door-code/scan-door-code.handler';
import { ScanDoorCodeQuery } from '../queries/scan-door-code/scan-door-code.query';

/** The door (docs/door.md): scanning a code, tonight's list for the door screen, and the guest's own code. */
@ApiTags('door')
@Controller('door')
export class DoorHttpController {
  constructor(
    private readonly queryBus: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('scan')
  @HttpCode(200)
  @Roles('admin', 'manager', 'staff')
  @ApiOperation({
    summary:
      "Skeniran kod sa ulaza (ceo tekst QR koda, …/r/<token> ili …/g/<token>, ili sam token): rezervacija objekta za večeras (kind: 'reservation', polja rezervacije) ili gost sa liste (kind: 'guestList', entry i list) ili ulaznica (…/t/<token>; kind: 'ticket', ticket: imalac, vrsta, događaj, status, kada/ko je pustio; 'Pusti' je POST /api/tickets/{id}/admission). Ne menja ništa; 'Stigli' je POST /api/reservations/{id}/arrival, za listu POST /api/guest-list-entries/{id}/arrival. " +
      "Za listu: 409 (sa entry i list) kada su već ušli, kada je upis za drugu noć i posle zatvaranja liste ('Lista zatvorena u 00:30 — ulaz po redovnoj ceni'). " +
      "409 (sa rezervacijom u telu): već ušli ('Marko Petrović, Separe 1: ušli u 23:41 (upisao: Ana)'), druga noć, otkazana/odbijena/obrisana; za ulaznicu 409 kada je iskorišćena ('Ulaznica iskorišćena u 23:41, Marko') ili je za drugu noć, 410 za stari kod prenete ulaznice; 403: kod drugog objekta; 404: 'Kod nije prepoznat'.",
  })
  scan(@Body(validBody(doorScanSchema)) { code }: DoorScanInput, @CurrentUser() scanner: AuthenticatedUser): Promise<DoorScanView> {
    return this.queryBus.execute(new ScanDoorCodeQuery(code, scanner));
  }

  @Get('tonight')
  @Roles('admin', 'manager', 'staff')
  @ApiOperation({
    summary:
      'Večerašnje rezervacije objekta za ulaz (Na čekanju, Potvrđeno, Stigli, Nisu došli; po stolu, najviše 2000) sa doorToken-om svake, slobodni stolovi za goste bez rezervacije (bez stolova koje drži rezervacija ili otvorena ponuda sa liste čekanja) i stolovi ponuđeni sa liste čekanja (offeredTables, do kada). Admin navodi clubId.',
  })
  tonight(@Query(validBody(doorTonightQuerySchema)) { clubId }: DoorTonightQuery, @CurrentUser() viewer: AuthenticatedUser): Promise<DoorNightView> {
    return this.queryBus.execute(new DoorNightQuery(viewer, clubId));
  }

  @Get('tickets')
  @Roles('admin', 'manager', 'staff')
  @ApiOperation({
    summary:
      'Večerašnje ulaznice objekta za ulaz (i one prenete drugome: njihov stari kod kaže da više ne važi): token, imalac, vrsta, događaj, status, kada i ko je pustio, dvostruki ulazi. Telefoni na ulazu ih čuvaju za rad bez mreže. Admin navodi clubId.',
  })
  tickets(@Query(validBody(doorTonightQuerySchema)) { clubId }: DoorTonightQuery, @CurrentUser() viewer: AuthenticatedUser): Promise<DoorTicketsView> {
    return this.queryBus.execute(new DoorTicketsQuery(viewer, clubId));
  }

  @Get('inside')
  @Roles('admin', 'manager', 'staff')
  @ApiOperation({
    summary:
      "'Unutra: 412': gosti unutra večeras (osobe rezervacija koje su stigle, osobe sa liste koje su ušle, puštene ulaznice), i svaki deo posebno. Menja se uživo: posle svakog dolaska, ulaza sa liste i ulaznice (live poruke reservation, guest-list-entry, ticket). Admin navodi clubId.",
  })
  inside(@Query(validBody(doorTonightQuerySchema)) { clubId }: DoorTonightQuery, @CurrentUser() viewer: AuthenticatedUser): Promise<DoorInsideView> {
    return this.queryBus.execute(new DoorInsideQuery(viewer, clubId));
  }

  @Get('code/:token')
  @ApiOperation({
    summary:
      'Stranica gosta po kodu za ulaz (/r/<token>; nalog nije potreban): objekat, noć, sto, broj osoba, status i uplatnica depozita dok je dospeo. ' +
      'Bez kontakta, potrošnje i stanja novca: kod vidi svako ko vidi QR kod; osoblje objekta to čita na svojim ekranima.',
  })
  byCode(@Param('token') token: string): Promise<GuestDoorCodeView> {
    return this.queryBus.execute(new GetReservationByDoorCodeQuery(token));
  }

  @Get('code/:token/qr.png')
  @ApiProduces('image/png')
  @ApiOperation({ summary: 'QR kod za ulaz (APP_URL/r/<token>) kao PNG slika' })
  async qr(@Param('token') token: string, @Res() response: Response): Promise<void> {
    const { _id, uniqueId } = await this.queryBus.execute<GetReservationByDoorCodeQuery, GuestDoorCodeView>(new GetReservationByDoorCodeQuery(token));
    const png = await qrCodePng(doorCodeOf(this.config, _id).url);
    response
      .status(200)
      .type('png')
      .setHeader('Cache-Control', 'private, max-age=3600')
      .setHeader('Content-Disposition', `inline; filename="ulaz-${uniqueId.replace(/[^\w-]/g, '')}.png"`)
      .send(png);
  }
}
