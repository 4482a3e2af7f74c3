import { Body, Controller, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { siteDataSchema, type SiteData, type SiteDataInput } from '@izlazak/contracts';
import { Roles } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { validBody } from '#platform/http/schema.pipe';
import { GetSiteDataQuery } from '../../queries/get-site-data/get-site-data.query';
import { UpdateSiteDataCommand } from './update-site-data.command';
import { VersionedRecord } from '#platform/http/conditional-request';
import { siteDataVersion } from '../../http/site-data-version';

@ApiTags('site')
@Controller('site')
export class UpdateSiteDataHttpController {
  constructor(private readonly commands: CommandRunner) {}

  @Put()
  @VersionedRecord(siteDataVersion)
  @Roles('admin')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Izmena podataka stranice (admin)' })
  @ApiBody({ schema: { example: { name: 'Izlazak', email: 'info@izlazak.rs', location: 'Beograd', mobile: '', mobile2: '', socialMedia: [] } } })
  async update(@Body(validBody(siteDataSchema)) data: SiteDataInput, @Command() context: CommandContext): Promise<SiteData> {
    return this.commands.answer(new UpdateSiteDataCommand(data, context), new GetSiteDataQuery());
  }
}
