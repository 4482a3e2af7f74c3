import { Module, type DynamicModule, type ExistingProvider, type Type } from '@nestjs/common';
import type { Migration } from './database/migrations';
import type { LiveFeed } from './live/live-feed';
import type { MailRule } from './mail/mail-rule';
import type { PersonalFieldRegistry } from './privacy/personal-fields';
import type { Projector } from './projections/projector';

/**
 * Everything a feature brings to the application, in one place. The app module, the migrations,
 * the followers of the feed and the mail rules are all derived from the list in features.ts.
 */
export interface FeatureManifest {
  name: string;
  /** The Nest module with the feature's controllers and handlers. */
  module: Type<unknown>;
  /** Read models and reactors; each carries the migrations of what it owns. */
  projectors?: Projector[];
  mailRules?: MailRule[];
  /** What connected dashboards are pushed as it changes (see docs/live.md). */
  liveFeeds?: LiveFeed[];
  /** Tables the feature writes outside any projector (say, sessions); most features have none. */
  migrations?: Migration[];
  /**
   * The ports of lower features this one implements: a lower feature's token, served by a class
   * the feature's module exports. A lower module never imports a higher one (docs/architecture.md).
   */
  ports?: ExistingProvider[];
  /** The personal fields of the feature's domain events, sealed where events are stored (docs/privacy.md). */
  personalFields?: PersonalFieldRegistry;
}

export const defineFeature = (manifest: FeatureManifest): FeatureManifest => manifest;

@Module({})
class FeaturePortsModule {}

/**
 * Every feature's `ports`, visible to every module: the lower module injects the token without
 * importing the module that implements it, so the modules' imports keep pointing down.
 */
export function featurePorts(features: FeatureManifest[]): DynamicModule {
  const implementing = features.filter((feature) => feature.ports?.length);
  const ports = implementing.flatMap((feature) => feature.ports!);
  return { module: FeaturePortsModule, global: true, imports: implementing.map((feature) => feature.module), providers: ports, exports: ports.map((port) => port.provide) };
}
