import { randomUUID } from 'node:crypto';
import { Body, Controller, HttpCode, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { memoryStorage } from 'multer';
import { registerSchema, type RegisterInput, type UserView } from '@izlazak/contracts';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { RateLimited } from '#platform/http/rate-limit';
import { validBody } from '#platform/http/schema.pipe';
import { MAX_IMAGE_BYTES } from '#platform/storage/image-storage';
import { GetUserQuery } from '../../queries/get-user/get-user.query';
import { RegisterUserCommand, typedAccount } from './register-user.command';
import { inRequestLanguage } from '#platform/http/request-language';

export const REGISTERED = 'identity.registered';

@ApiTags('auth')
@Controller('auth')
export class RegisterUserHttpController {
  constructor(
    private readonly commands: CommandRunner,
    private readonly queryBus: QueryBus,
  ) {}

  @Post('register')
  @RateLimited('register')
  @HttpCode(201)
  @UseInterceptors(FileInterceptor('profileImage', { storage: memoryStorage(), limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 40, fieldSize: 64 * 1024 } }))
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiOperation({
    summary: 'Registracija korisnika (multipart, opciono profileImage)',
    description:
      'Šalje mejl sa linkom za potvrdu (važi 48 sati); do potvrde prijava odgovara 403. 409: „Korisnik sa unesenim email adresom već postoji!” ili zauzeto korisničko ime.',
  })
  @ApiBody({
    schema: {
      type: 'object',
      required: ['username', 'firstName', 'lastName', 'mobilePhone', 'email', 'password', 'confirmPassword', 'terms'],
      properties: {
        username: { type: 'string', minLength: 3 },
        firstName: { type: 'string' },
        lastName: { type: 'string' },
        mobilePhone: { type: 'string' },
        email: { type: 'string', format: 'email' },
        password: { type: 'string', minLength: 3 },
        confirmPassword: { type: 'string' },
        terms: { type: 'boolean' },
        profileImage: { type: 'string', format: 'binary' },
      },
    },
  })
  async register(
    @Body(validBody(registerSchema)) input: RegisterInput,
    @UploadedFile() profileImage: Express.Multer.File | undefined,
    @Command() context: CommandContext,
  ): Promise<{ message: string; user: UserView }> {
    const userId = randomUUID();
    await this.commands.run(
      new RegisterUserCommand(
        userId,
        {
          ...typedAccount(input),
          role: 'user',
          clubId: null,
          status: true,
          isVerified: false,
          profileImage: null,
        },
        context,
        // A bad image refuses the whole registration; a refused registration stores no image.
        profileImage?.buffer ?? null,
      ),
    );
    return { message: inRequestLanguage(REGISTERED), user: await this.queryBus.execute(new GetUserQuery(userId)) };
  }
}
