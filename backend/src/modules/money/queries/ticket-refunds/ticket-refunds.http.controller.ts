import { Controller, Get, HttpCode, Inject, Param, Post, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type pg from 'pg';
import { ticketRefundsQuerySchema, type TicketRefundsQuery, type TicketRefundsView, type TicketRefundView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, Roles } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { forbidden } from '#platform/commands/domain-errors';
import { PG_POOL } from '#platform/database/database.tokens';
import { Idempotent } from '#platform/http/idempotency';
import { validBody } from '#platform/http/schema.pipe';
import { MarkTicketOrderRefundedCommand } from '../../../tickets/commands/refund-order/refund-order.command';
import { refundsCsv, ticketRefunds } from './ticket-refunds';

const runsVenueMoney = (caller: AuthenticatedUser, clubId: string) => caller.role === 'admin' || (caller.role === 'manager' && caller.clubId === clubId);

/** What the venue owes back for tickets (docs/tickets.md, "Refunds"): the list, its CSV of payment orders, and 'Vraćeno'. */
@ApiTags('money')
@Controller('club')
export class TicketRefundsHttpController {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly commands: CommandRunner,
  ) {}

  @Get(':clubId/refunds')
  @Roles('admin', 'manager')
  @ApiProduces('application/json', 'text/csv')
  @ApiOperation({
    summary:
      'Povraćaji za ulaznice (menadžer objekta, admin): porudžbine koje je objekat vratio, plaćene porudžbine otkazanih (obrisanih) događaja i pojedinačne ulaznice koje je objekat vratio ili gost otkazao (ticketId, cancelledBy; iznos je cena ulaznice) — platilac, njegov račun sa stavke izvoda ' +
      'kojom je plaćeno (uplata primljena ručno: null), iznos, poziv na broj, stanje due/done. eventId: samo jedan događaj. format=csv: nalozi za plaćanje za uvoz u e-bankarstvo ' +
      '(samo dugovani povraćaji sa računom; kolone u docs/tickets.md).',
  })
  @ApiQuery({ name: 'eventId', required: false, schema: { type: 'string' } })
  @ApiQuery({ name: 'format', required: false, schema: { type: 'string', enum: ['json', 'csv'] } })
  async list(
    @Param('clubId') clubId: string,
    @Query(validBody(ticketRefundsQuerySchema)) query: TicketRefundsQuery,
    @CurrentUser() caller: AuthenticatedUser,
    @Res({ passthrough: true }) response: Response,
  ): Promise<TicketRefundsView | string> {
    if (!runsVenueMoney(caller, clubId)) throw forbidden();
    const refunds = await ticketRefunds(this.pool, clubId, { eventId: query.eventId?.trim() || null });
    response.setHeader('Cache-Control', 'no-store');
    if (query.format !== 'csv') return { refunds };
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="povracaji_${query.eventId ? 'dogadjaj_' : ''}${new Date().toISOString().slice(0, 10)}.csv"`);
    return refundsCsv(refunds);
  }

  @Post(':clubId/refunds/:orderId/done')
  @HttpCode(200)
  @Idempotent()
  @Roles('admin', 'manager')
  @ApiOperation({
    summary:
      "'Vraćeno' (menadžer objekta, admin): dugovani povraćaj porudžbine je poslat platiocu. Za jednu vraćenu ili otkazanu ulaznicu umesto orderId ide njen ticketId (red spiska sa ticketId). " +
      'Ponovo: bez promene; porudžbina ili ulaznica za koju se ništa ne duguje: 409.',
  })
  async done(
    @Param('clubId') clubId: string,
    @Param('orderId') orderId: string,
    @Command() context: CommandContext,
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<TicketRefundView | null> {
    if (!runsVenueMoney(caller, clubId)) throw forbidden();
    await this.commands.run(new MarkTicketOrderRefundedCommand(orderId, clubId, caller, context), ['tickets']);
    return (await ticketRefunds(this.pool, clubId, { id: orderId }))[0] ?? null;
  }
}
