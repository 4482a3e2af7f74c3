import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import type { CommandContext } from '#platform/commands/command-context';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { PG_POOL } from '#platform/database/database.tokens';
import type { PromoterEnrolment } from '../../../identity/ports/promoter-enrolment';
import { newPromoterCode } from '../../domain/promoter-code';
import { promoterDecider } from '../../domain/promoter.decider';
import { promoterStream } from '../../domain/promoter.events';
import { promoterCodeTaken } from '../../queries/promoter-directory';

const CODE_DRAWS = 5;

/** Identity's PromoterEnrolment port: the promoter's own stream decides; a code already given is drawn again. */
@Injectable()
export class PromoterStreamsEnrolment implements PromoterEnrolment {
  constructor(
    private readonly repository: EventSourcedRepository,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {}

  async enrol(promoterId: string, clubId: string, context: CommandContext): Promise<CommandOutcome> {
    return this.repository.decide(promoterStream(promoterId), promoterDecider, { type: 'EnrolPromoter', promoterId, clubId, code: await this.freeCode() }, context);
  }

  private async freeCode(): Promise<string> {
    for (let draw = 1; ; draw++) {
      const code = newPromoterCode();
      if (draw >= CODE_DRAWS || !(await promoterCodeTaken(this.pool, code))) return code;
    }
  }
}
