import 'reflect-metadata';
import type { Server } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import express, { json, urlencoded } from 'express';
import type pg from 'pg';
import { AppModule } from './app.module';
import { startupWarnings, type AppConfig } from './config/config';
import { seedDemo } from './demo/seed-demo';
import { eventsLeadPicture, firstEventCardPicture } from './modules/events/http/events-lead-picture';
import { firstSlidePicture, homeLeadPicture } from './modules/site/http/home-lead-picture';
import { clubsLeadPicture, firstVenueCardPicture } from './modules/venues/http/clubs-lead-picture';
import { crawlerFiles } from './modules/seo/http/crawler-files';
import { firstVisitLanguage } from './modules/seo/http/first-visit-language';
import { publicPages } from './modules/seo/http/public-pages';
import { tiersOfEvent } from './modules/tickets/queries/ticket-rows';
import { warmPublicPages } from './modules/seo/http/warm-public-pages';
import { NightClock } from './platform/time/night-clock';
import { bootstrapAdmin } from './modules/identity/bootstrap-admin';
import { SessionStore } from './platform/auth/sessions';
import { EventSourcedRepository } from './platform/commands/event-sourced-repository';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './platform/database/embedded-postgres';
import { runMigrations } from './platform/database/migrations';
import { PG_POOL } from './platform/database/database.tokens';
import { createPool } from './platform/database/pool';
import { createSealingEventStore } from './platform/event-store/event-store.factory';
import { inputGuardMiddleware } from './platform/http/input-guard';
import { readsAfterCallersWrite } from './platform/http/read-after';
import { ReadYourWrites } from './platform/commands/read-your-writes';
import { serveOpenApiDocument } from './platform/http/openapi-document';
import { ReadCache } from './platform/read-cache/read-cache';
import { answerBeforeNest } from './platform/http/front-door';
import { HealthHttpController } from './modules/health/health.http.controller';
import { requestContextMiddleware } from './platform/http/request-context';
import { securityHeaders, withSecurityHeaders, withStrictTransportSecurity } from './platform/http/security-headers';
import { compressDynamicResponses, staticFrontend } from './platform/http/static-frontend';
import { firstLeadPicture } from './platform/http/lead-picture';
import type { Kernel } from './platform/kernel';
import type { GlobalPosition } from './platform/event-store/event-store.port';
import { JsonLogger, logger } from './platform/logging/json-logger';
import { ProjectionRunner } from './platform/projections/projection-runner';
import { connectRedis } from './platform/redis/redis-connection';
import { LIVE_FEEDS, MIGRATIONS, PERSONAL_FIELDS, followersOfTheFeed } from './features';
import { SESSION_USER_LOOKUP, type SessionUserLookup } from './platform/auth/auth.guard';
import { LiveHub } from './platform/live/live-hub';
import { MailRelay } from './platform/mail/mail-relay';
import { createMailTransport } from './platform/mail/mail-transport';

export interface RunningApplication {
  app: INestApplication;
  kernel: Kernel;
  url: string;
  /** The PostgreSQL the app uses: DATABASE_URL, or the embedded one it started. */
  databaseUrl: string;
  /** The public pages rendered right after start (WARM_PUBLIC_PAGES), once they are; none when it is off. */
  publicPagesWarmed: Promise<string[]>;
  close(): Promise<void>;
}

/** Starts the infrastructure, then the HTTP server; `npm start` and the tests both come here. */
export async function startApplication(config: AppConfig): Promise<RunningApplication> {
  for (const warning of startupWarnings(config)) logger.warn({ message: warning }, 'Config');
  const embedded = config.databaseUrl ? null : await startEmbeddedPostgres(config.dataDir);
  const databaseUrl = config.databaseUrl ?? embedded!.url;
  const pool = createPool(databaseUrl, 20);
  await runMigrations(pool, MIGRATIONS);
  const kernel = buildKernel(config, pool);
  const redis = await connectRedis(config.redisUrl);

  const app = await NestFactory.create(AppModule.register(kernel, redis.health), {
    logger: new JsonLogger(),
    bodyParser: false,
  });
  configureHttp(app, config);
  await app.init();
  const expressApp = app.getHttpAdapter().getInstance() as express.Express;
  const beforeNest = [firstVisitLanguage, withStrictTransportSecurity(expressApp, app.get(ReadCache).answerFromCache), app.get(HealthHttpController).answerEarly];
  answerBeforeNest(
    app.getHttpServer() as Server,
    beforeNest.map((answer) => withSecurityHeaders(config.frontendDist, answer)),
  );
  // After the front door: Socket.IO takes /socket.io requests and hands every other to it.
  await kernel.live.attach(app.getHttpServer() as Server, {
    sessions: kernel.sessions,
    users: app.get<typeof SESSION_USER_LOOKUP, SessionUserLookup>(SESSION_USER_LOOKUP, { strict: false }),
    redis: redis.client,
    channelPrefix: redisPrefix(config),
  });
  const mailRelay = new MailRelay(
    pool,
    createMailTransport({ mailUrl: config.mailUrl, mailDir: config.mailDir, from: config.mailFrom }),
    redis.client ? { connection: redis.client, prefix: redisPrefix(config), requeueAfterSeconds: config.mailRequeueAfterSeconds } : null,
  );
  if (config.runProjections) kernel.projections.start();
  mailRelay.start({ claims: config.runProjections, works: config.mailWorkers });

  const commandBus = app.get(CommandBus);
  const adminCreated = await bootstrapAdmin(config, kernel.store, commandBus);
  if (adminCreated) {
    const readModelsAt = config.runProjections
      ? (position: GlobalPosition, readModels: string[]) => kernel.projections.waitFor(position, FIRST_START_READ_MODELS_MS, readModels)
      : undefined;
    const seeded = config.seedDemo ? await seedDemo(commandBus, kernel.store, readModelsAt) : null;
    if (config.runProjections) await readModelsCaughtUp(kernel, seeded ?? adminCreated.position);
  }

  keepConnectionsOpen(app.getHttpServer() as Server, config.httpKeepAliveTimeoutMs);
  await app.listen(config.port, config.host);
  const address = (app.getHttpServer() as Server).address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://127.0.0.1:${port}`;

  return {
    app,
    kernel,
    url,
    databaseUrl,
    publicPagesWarmed: config.warmPublicPages ? warmPublicPages(url) : Promise.resolve([]),
    close: () => shutdown(app, kernel, [() => mailRelay.stop(), () => redis.close()], embedded),
  };
}

/** How long the first start waits for its read models: the demo's projection takes minutes on a slow, busy machine. */
const FIRST_START_READ_MODELS_MS = 300_000;

/** The first start answers its first request only once the admin (and the demo) can be read: before, the admin's login would be refused. */
async function readModelsCaughtUp(kernel: Kernel, position: GlobalPosition | null) {
  if (position && !(await kernel.projections.waitFor(position, FIRST_START_READ_MODELS_MS))) {
    logger.warn({ message: 'The read models have not caught up with the first start: the admin and the demo may not be readable yet' }, 'Startup');
  }
}

function buildKernel(config: AppConfig, pool: pg.Pool): Kernel {
  const { store, personalData } = createSealingEventStore(config, pool, PERSONAL_FIELDS);
  const live = new LiveHub(pool, store, LIVE_FEEDS);
  const projections = new ProjectionRunner(pool, store, followersOfTheFeed({ appUrl: config.appUrl, linkSecret: config.jwtSecret }, live, pool));
  live.measureProgressWith(projections);
  const repository = new EventSourcedRepository(store);
  const sessions = new SessionStore(pool, config.jwtSecret);
  return { config, pool, store, personalData, repository, projections, sessions, live };
}

/** A promoter's link is short on purpose, APP_URL/l/<code>: the API's /api/promoters/link/<code> answers it (docs/guest-lists.md). */
function promoterLinks(req: express.Request, _res: express.Response, next: express.NextFunction) {
  if ((req.method === 'GET' || req.method === 'HEAD') && /^\/l\/[^/]+\/?$/.test(req.path)) req.url = `/api/promoters/link${req.url.slice(2)}`;
  next();
}

function configureHttp(app: INestApplication, config: AppConfig) {
  (app.getHttpAdapter().getInstance() as express.Express).set('trust proxy', config.trustProxy);
  app.use(securityHeaders(config.frontendDist));
  app.use(requestContextMiddleware);
  app.use(compressDynamicResponses());
  app.use(json({ limit: '1mb' }));
  app.use(urlencoded({ extended: true, limit: '1mb' }));
  app.use(inputGuardMiddleware);
  app.use(promoterLinks);
  app.use('/api', readsAfterCallersWrite(app.get(ReadYourWrites)));
  app.use('/api/uploads', express.static(config.uploadDir, { index: false, immutable: true, maxAge: '365d' }));
  app.setGlobalPrefix('api');
  app.enableShutdownHooks();
  serveOpenApiDocument(app);
  const queryBus = app.get(QueryBus);
  const pool = app.get<typeof PG_POOL, pg.Pool>(PG_POOL);
  const seo = { appUrl: config.appUrl, pool, cache: app.get(ReadCache), clock: app.get(NightClock) };
  app.use(crawlerFiles({ ...seo, sitemapUrlLimit: config.sitemapUrlLimit }));
  app.use(
    publicPages({
      ...seo,
      distDir: config.frontendDist,
      pictures: { home: firstSlidePicture(pool), events: firstEventCardPicture(queryBus), clubs: firstVenueCardPicture(queryBus) },
      ticketOffers: (eventId, now) => tiersOfEvent(pool, eventId, now),
    }),
  );
  app.use(staticFrontend(config.frontendDist, firstLeadPicture(homeLeadPicture(pool), clubsLeadPicture(queryBus), eventsLeadPicture(queryBus))));
}

/**
 * A reverse proxy sends on a kept connection until its own idle timeout; if the app closes it first, a request
 * sent at that moment meets a closed socket (the proxy answers 502). So the app waits longer than the proxy,
 * and the headers' deadline is above it, as Node asks.
 */
function keepConnectionsOpen(server: Server, keepAliveTimeoutMs: number) {
  server.keepAliveTimeout = keepAliveTimeoutMs;
  server.headersTimeout = keepAliveTimeoutMs + 1_000;
}

/** BullMQ keys and Socket.IO channels are namespaced by database, so apps on different databases never share them. */
function redisPrefix(config: AppConfig): string {
  const database = config.databaseUrl ? new URL(config.databaseUrl).pathname.slice(1) : 'embedded';
  return `izlazak:${database || 'default'}`;
}

async function shutdown(app: INestApplication, kernel: Kernel, stops: (() => Promise<void>)[], embedded: EmbeddedDatabase | null) {
  await kernel.live.close();
  await app.close();
  await kernel.projections.stop();
  for (const stop of stops) await stop();
  await kernel.store.close();
  await kernel.pool.end();
  await embedded?.stop();
}
