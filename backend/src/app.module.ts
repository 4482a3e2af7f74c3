import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { HealthHttpController } from './modules/health/health.http.controller';
import { FEATURE_MODULES, FEATURES } from './features';
import { AuthGuard } from './platform/auth/auth.guard';
import { ApiExceptionFilter } from './platform/http/api-exception.filter';
import { featurePorts } from './platform/feature';
import { PathParamPipe } from './platform/http/input-guard';
import type { Kernel } from './platform/kernel';
import { PlatformModule } from './platform/platform.module';
import type { RedisHealth } from './platform/redis/redis-health';

@Module({})
export class AppModule {
  static register(kernel: Kernel, redis: RedisHealth): DynamicModule {
    return {
      module: AppModule,
      imports: [PlatformModule.register(kernel, redis), CqrsModule.forRoot(), ...FEATURE_MODULES, featurePorts(FEATURES)],
      controllers: [HealthHttpController],
      providers: [
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
        { provide: APP_GUARD, useClass: AuthGuard },
        { provide: APP_PIPE, useClass: PathParamPipe },
      ],
    };
  }
}
