import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpException,
  Injectable,
  Param,
  Post,
  Res,
  UploadedFile,
  UseInterceptors,
  type CallHandler,
  type NestInterceptor,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Response } from 'express';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { memoryStorage } from 'multer';
import { catchError, throwError, type Observable } from 'rxjs';
import {
  assignStatementLineSchema,
  BANK_STATEMENT_MESSAGES as MESSAGES,
  check,
  statementMappingSchema,
  type AssignStatementLineInput,
  type StatementImportView,
  type StatementLineView,
  type StatementMapping,
} from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, Roles } from '#platform/auth/roles.decorator';
import { withoutExpectedRevision } from '#platform/commands/command-context';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { badRequest, forbidden, notFound } from '#platform/commands/domain-errors';
import { EventSourcedRepository } from '#platform/commands/event-sourced-repository';
import { SerbianHttpException } from '#platform/http/api-exception.filter';
import { UploadErrorsInSerbian } from '#platform/http/multipart/image-upload';
import { validBody } from '#platform/http/schema.pipe';
import { statementLineDecider, statementLineStream, statementMappingDecider, statementMappingStream } from '../../domain/bank-statement/statement-line.decider';
import { StatementLines } from '../../queries/statement-lines';
import { AssignStatementLineCommand, ImportStatementCommand } from './import-statement.command';
import { StatementImportJob } from './statement-import-job';

const MAX_STATEMENT_BYTES = 5 * 1024 * 1024;

/** A statement over the limit: said as a statement, not as the image the shared upload errors speak of. */
@Injectable()
class StatementTooLarge implements NestInterceptor {
  intercept(_: unknown, next: CallHandler): Observable<unknown> {
    return next
      .handle()
      .pipe(
        catchError((error: unknown) =>
          throwError(() => (error instanceof HttpException && error.getStatus() === 413 ? new SerbianHttpException({ statusCode: 413, message: MESSAGES.tooLarge }) : error)),
        ),
      );
  }
}

/** `mapping` as a multipart field carries JSON; a JSON body's is an object. */
function mappingOf(raw: unknown): StatementMapping | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw) as unknown;
    } catch {
      throw badRequest(MESSAGES.mappingJson, 'mapping');
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw badRequest(MESSAGES.mappingJson, 'mapping');
  const result = check(value, statementMappingSchema);
  if (result.errors) throw badRequest(result.errors[0].message, `mapping.${result.errors[0].field}`);
  return result.value;
}

@ApiTags('money')
@Controller('club')
export class BankStatementsHttpController {
  constructor(
    private readonly commands: CommandRunner,
    private readonly repository: EventSourcedRepository,
    private readonly statementLines: StatementLines,
    private readonly imports: StatementImportJob,
  ) {}

  @Post(':clubId/bank-statements')
  @HttpCode(202)
  @Roles('admin', 'manager', 'staff')
  @UseInterceptors(
    UploadErrorsInSerbian,
    StatementTooLarge,
    FileInterceptor('file', { storage: memoryStorage(), limits: { fileSize: MAX_STATEMENT_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024 } }),
  )
  @ApiConsumes('multipart/form-data')
  @ApiOperation({
    summary:
      'Uvoz izvoda banke (osoblje objekta, admin): file je CSV (kolone po mapiranju: date, amount, reference, payer, payerAccount, purpose — naziv kolone iz zaglavlja ili redni broj; sačuvano mapiranje se koristi kad mapping nije poslat) ili camt.053 XML. ' +
      'Uplate se povezuju sa depozitima po pozivu na broj (model 97) i iznosu; ostale ostaju za ručnu dodelu; druga uplata već uplaćenog depozita je višak uplate (overpaid). Isti izvod ponovo ne menja ništa (alreadyImported). ' +
      'Izvod koji se ne može pročitati (npr. NUL znak, nezatvoren navodnik, iznos koji nije broj, više od 20.000 stavki) je 400 sa redom ili stavkom u poruci i ne menja ništa (ni mapiranje ni uplate). ' +
      'Pročitan izvod se knjiži kao posao: odgovor 202 odmah, sa statusUrl (i zaglavljem Location) gde se vidi dokle je stigao (state running → done, processed od total); stavke izvoda (lines) su u statusu kad je gotov.',
  })
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: {
        file: { type: 'string', format: 'binary' },
        mapping: {
          type: 'string',
          example: '{"date":"Datum","amount":"Uplata","reference":"Poziv na broj","payer":"Nalogodavac","payerAccount":"Račun nalogodavca","purpose":"Svrha"}',
        },
      },
    },
  })
  async import(
    @Param('clubId') clubId: string,
    @UploadedFile() file: Express.Multer.File | undefined,
    @Body() body: Record<string, unknown> | undefined,
    @Command() context: CommandContext,
    @CurrentUser() caller: AuthenticatedUser,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StatementImportView> {
    if (!file || file.size === 0) throw badRequest(MESSAGES.fileRequired, 'file');
    const mapping = mappingOf(body?.mapping);
    const started: StatementImportView = await this.commands.dispatch(
      new ImportStatementCommand(clubId, file.buffer, mapping, `${caller.firstName || caller.email} (izvod)`, context),
    );
    response.setHeader('Location', started.statusUrl);
    return started;
  }

  @Get(':clubId/bank-statements/imports/:importId')
  @Roles('admin', 'manager', 'staff')
  @ApiOperation({
    summary:
      'Dokle je stigao uvoz izvoda: state (running, done, failed), processed od total, koliko je povezano, za dodelu, višak uplate, već uvezeno; kad je gotov i stavke izvoda (lines). 404 za nepoznat uvoz ovog objekta.',
  })
  importStatus(@Param('clubId') clubId: string, @Param('importId') importId: string, @CurrentUser() caller: AuthenticatedUser): Promise<StatementImportView> {
    if (caller.role !== 'admin' && caller.clubId !== clubId) throw forbidden();
    return this.imports.statusOrNotFound(clubId, importId);
  }

  @Get(':clubId/bank-statements/unmatched')
  @Roles('admin', 'manager', 'staff')
  @ApiOperation({ summary: 'Uplate sa uvezenih izvoda koje nisu povezane ni sa jednom rezervacijom (za ručnu dodelu), najstarije prve.' })
  unmatched(@Param('clubId') clubId: string, @CurrentUser() caller: AuthenticatedUser): Promise<StatementLineView[]> {
    if (caller.role !== 'admin' && caller.clubId !== clubId) throw forbidden();
    return this.statementLines.unmatched(clubId);
  }

  @Get(':clubId/bank-statements/overpaid')
  @Roles('admin', 'manager', 'staff')
  @ApiOperation({
    summary:
      "'Višak uplate': uplate sa izvoda za depozit koji je već uplaćen (druga uplata iste rezervacije), sa računom nalogodavca kad ga izvod ima (payerAccount), za povraćaj; najstarije prve.",
  })
  overpaid(@Param('clubId') clubId: string, @CurrentUser() caller: AuthenticatedUser): Promise<StatementLineView[]> {
    if (caller.role !== 'admin' && caller.clubId !== clubId) throw forbidden();
    return this.statementLines.overpaid(clubId);
  }

  @Post(':clubId/bank-statements/lines/:lineId/refund')
  @HttpCode(200)
  @Roles('admin', 'manager', 'staff')
  @ApiOperation({
    summary:
      "'Vraćeno': višak uplate je vraćen nalogodavcu; stavka izlazi sa spiska 'Višak uplate' (status refunded). Ponovo: bez promene. 404 bez takve stavke, 409 za stavku koja nije višak uplate.",
  })
  async refund(
    @Param('clubId') clubId: string,
    @Param('lineId') lineId: string,
    @Command() context: CommandContext,
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<StatementLineView> {
    // PostgreSQL text holds no NUL: such an id names no line.
    if (lineId.includes('\0')) throw notFound(MESSAGES.lineNotFound);
    const byName = caller.firstName || caller.email;
    const outcome = await this.repository.decide(
      statementLineStream(clubId, lineId),
      statementLineDecider,
      { type: 'RefundOverpaidLine', actor: context.actor, clubId, lineId, byName },
      withoutExpectedRevision(context),
    );
    await this.commands.shown(outcome);
    const [line] = await this.statementLines.lines(clubId, [lineId]);
    return line;
  }

  @Get(':clubId/bank-statements/mapping')
  @Roles('admin', 'manager', 'staff')
  @ApiOperation({ summary: 'Sačuvano mapiranje kolona CSV izvoda (null dok nijedan CSV nije uvezen).' })
  async mapping(@Param('clubId') clubId: string, @CurrentUser() caller: AuthenticatedUser): Promise<{ mapping: StatementMapping | null }> {
    if (caller.role !== 'admin' && caller.clubId !== clubId) throw forbidden();
    const { state } = await this.repository.load(statementMappingStream(clubId), statementMappingDecider);
    return { mapping: state.mapping };
  }

  @Post(':clubId/bank-statements/lines/:lineId/assign')
  @HttpCode(200)
  @Roles('admin', 'manager', 'staff')
  @ApiOperation({
    summary:
      "'Dodeli': uplata sa izvoda se knjiži na rezervaciju po njenom broju (code), a depozit rezervacije je primljen (jedna stavka plaća najviše jedan depozit; depozit već uplaćen: višak uplate). 404 bez takve stavke ili rezervacije, 409 kada je stavka već dodeljena drugoj.",
  })
  @ApiBody({ schema: { type: 'object', example: { code: 'ABCD2345' } } })
  async assign(
    @Param('clubId') clubId: string,
    @Param('lineId') lineId: string,
    @Body(validBody(assignStatementLineSchema)) { code }: AssignStatementLineInput,
    @Command() context: CommandContext,
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<StatementLineView> {
    if (!code) throw badRequest(MESSAGES.reservationRequired, 'code');
    await this.commands.run(new AssignStatementLineCommand(clubId, lineId, code, caller.firstName || caller.email, context));
    const [line] = await this.statementLines.lines(clubId, [lineId]);
    return line;
  }
}
