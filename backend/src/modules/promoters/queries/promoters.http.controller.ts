import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type pg from 'pg';
import { said, type PromoterMeView } from '@izlazak/contracts';
import { APP_CONFIG, type AppConfig } from '../../../config/config';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, Roles } from '#platform/auth/roles.decorator';
import { forbidden, notFound } from '#platform/commands/domain-errors';
import { PG_POOL } from '#platform/database/database.tokens';
import { qrCodePng } from '#platform/qr/qr-code';
import { promoterOfCode, promoterOfUser, venuesOfPromoter } from './promoter-directory';

@ApiTags('promoters')
@Controller()
export class PromotersHttpController {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('promoters/me')
  @Roles('promoter')
  @ApiOperation({ summary: 'Promoterov kod, njegov link (APP_URL/l/<kod>, za QR i deljenje) i objekti za koje radi (samo promoter; ostali 403).' })
  async me(@CurrentUser() caller: AuthenticatedUser): Promise<PromoterMeView> {
    const promoter = await promoterOfUser(this.pool, caller.id);
    if (!promoter) throw forbidden(said('promoters.onlyPromoters'));
    return { code: promoter.code, link: `${this.config.appUrl}/l/${promoter.code}`, venues: await venuesOfPromoter(this.pool, promoter.id) };
  }

  /** The promoter's link: for now the first venue's public page, which carries the code on to sign-ups and bookings. */
  @Get('promoters/link/:code')
  @ApiOperation({ summary: 'Link promotera (APP_URL/l/<kod> stiže ovde): preusmerava (302) na javnu stranicu prvog objekta za koji radi, sa ?promoter=<kod>. 404: nepoznat kod.' })
  async link(@Param('code') code: string, @Res() res: Response): Promise<void> {
    const promoter = await promoterOfCode(this.pool, code);
    const [venue] = promoter ? await venuesOfPromoter(this.pool, promoter.id) : [];
    if (!promoter || !venue) throw notFound(said('promoters.linkNotFound'));
    res.redirect(302, `${this.config.appUrl}/club/${encodeURIComponent(venue._id)}?promoter=${promoter.code}`);
  }

  /** The link's QR picture, for the promoter's screen to show or share; the code names no guest. */
  @Get('promoters/link/:code/qr.png')
  @ApiProduces('image/png')
  @ApiOperation({ summary: 'QR kod linka promotera (APP_URL/l/<kod>) kao PNG slika. 404: nepoznat kod.' })
  async linkQr(@Param('code') code: string, @Res() res: Response): Promise<void> {
    const promoter = await promoterOfCode(this.pool, code);
    if (!promoter) throw notFound(said('promoters.linkNotFound'));
    const png = await qrCodePng(`${this.config.appUrl}/l/${promoter.code}`);
    res.status(200).type('png').setHeader('Cache-Control', 'public, max-age=86400').send(png);
  }
}
