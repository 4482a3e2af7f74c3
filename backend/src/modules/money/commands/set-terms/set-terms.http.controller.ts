import { Body, Controller, Param, Put, type PipeTransform } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { termsRulesSchema, venueTermsSchema, type VenueTermsInput, type VenueTermsView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, Roles } from '#platform/auth/roles.decorator';
import { EditCommand, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { VersionedRecord } from '#platform/http/conditional-request';
import { validBody } from '#platform/http/schema.pipe';
import { TERMS_EXAMPLE } from '../../http/terms.openapi';
import { termsVersion } from '../../http/terms-version';
import { GetTermsQuery } from '../../queries/get-terms/get-terms.query';
import { SetTermsCommand } from './set-terms.command';

type TermsBody = { input: VenueTermsInput; rulesOnly: boolean };

/** The whole terms, or a bare list of rules (the payee data staying as it was). */
class TermsBodyPipe implements PipeTransform<unknown, TermsBody> {
  private readonly terms = validBody(venueTermsSchema);
  private readonly rules = validBody(termsRulesSchema);

  transform(value: unknown): TermsBody {
    if (!Array.isArray(value)) return { input: this.terms.transform(value), rulesOnly: false };
    const { rules } = this.rules.transform({ rules: value });
    // The payee fields are the saved ones (rulesOnly); these defaults are never read.
    return { input: { ...this.terms.transform({}), rules }, rulesOnly: true };
  }
}

@ApiTags('money')
@Controller('club')
export class SetTermsHttpController {
  constructor(private readonly commands: CommandRunner) {}

  @Put(':clubId/terms')
  @VersionedRecord(termsVersion)
  @Roles('admin', 'manager')
  @ApiOperation({
    summary:
      'Uslovi objekta (menadžer svog, admin bilo kog): pravila po zoni ili stolu i po noći ili događaju (minimalna potrošnja, paket, depozit, besplatno otkazivanje, kasno otkazivanje i nedolazak: keep/refund) i podaci primaoca za uplatnicu. ' +
      'Pravila iz zahteva zamenjuju stara; telo koje je samo lista pravila menja samo pravila. Najspecifičnije pravilo važi (docs/payments.md). 400 imenuje polje; version ili If-Match: 409/412 kada su uslovi u međuvremenu izmenjeni.',
  })
  @ApiBody({ schema: { type: 'object', example: TERMS_EXAMPLE } })
  async set(
    @Param('clubId') clubId: string,
    @Body(new TermsBodyPipe()) { input, rulesOnly }: TermsBody,
    @EditCommand() context: CommandContext,
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<VenueTermsView> {
    // The payee data goes to the venue's record before the terms: the venue's own GET shows it at once too.
    return this.commands.answer(new SetTermsCommand(clubId, input, rulesOnly, context), new GetTermsQuery(clubId, caller), { readModels: ['venue-terms', 'venues'] });
  }
}
