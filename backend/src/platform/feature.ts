import type { Type } from '@nestjs/common';
import type { Migration } from './database/migrations';
import type { LiveFeed } from './live/live-feed';
import type { MailRule } from './mail/mail-rule';
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
}

export const defineFeature = (manifest: FeatureManifest): FeatureManifest => manifest;
