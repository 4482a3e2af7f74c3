import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { walletFrom, type WalletSettings } from './wallet-config';

export type { AppleWalletSettings, GoogleWalletSettings, WalletSettings } from './wallet-config';

export interface AppConfig {
  port: number;
  /** HOST: the address the HTTP server listens on. */
  host: string;
  production: boolean;
  databaseUrl?: string;
  redisUrl?: string;
  eventStoreUrl?: string;
  mailUrl?: string;
  mailFrom: string;
  mailDir: string;
  dataDir: string;
  uploadDir: string;
  appUrl: string;
  /** APP_URL was given: without it the mails' and share previews' links point at localhost. */
  appUrlSet: boolean;
  jwtSecret: string;
  adminEmail: string;
  adminPassword?: string;
  seedDemo: boolean;
  /** WARM_PUBLIC_PAGES: render the public pages once right after start, so their first visitor does not wait for it. */
  warmPublicPages: boolean;
  frontendDist: string;
  readYourWritesTimeoutMs: number;
  runProjections: boolean;
  /** MAIL_WORKERS (by default as RUN_PROJECTIONS): with Redis, this process runs the BullMQ workers that send queued mails (any process may). */
  mailWorkers: boolean;
  /** HTTP_KEEP_ALIVE_TIMEOUT_MS (65,000): how long an idle kept-alive connection stays open; longer than a reverse proxy's own idle timeout. */
  httpKeepAliveTimeoutMs: number;
  /** WEB_PROCESSES: processes forked to answer HTTP on PORT while this one follows the feed (web-processes.ts); 0: this one does all. */
  webProcesses: number;
  /** Successful anonymous writes (contact, subscribe, sign-up, reset link) per address and endpoint in 15 minutes; 0: no limit. */
  rateLimitPerWindow: number;
  /** Express's `trust proxy`: which proxies' X-Forwarded-For to believe for the client address (login throttling and rate limits key on it). */
  trustProxy: boolean | number | string;
  /** A mail handed to BullMQ with no result after this long is handed over again (its job may have vanished from Redis). */
  mailRequeueAfterSeconds: number;
  /** MAIL_BODY_RETENTION_DAYS (30): sent mails' bodies are emptied after this many days; the ledger keeps the rest. 0 keeps them. */
  mailBodyRetentionDays: number;
  /** Google sign-in, when both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set. */
  google: { clientId: string; clientSecret: string } | null;
  integrations: IntegrationSettings;
  /** Reserve with Google (docs/google.md). */
  googleBooking: GoogleBookingSettings;
  /** SITEMAP_URL_LIMIT: addresses per sitemap file; past it /sitemap.xml is an index (the protocol's 50,000 at most). */
  sitemapUrlLimit: number;
  /** Tickets' Apple Wallet passes and 'Save to Google Wallet' links (WALLET_*, GOOGLE_WALLET_*; docs/tickets-wallet.md). */
  wallet: WalletSettings;
}

/** Webhooks and the SSE stream; the defaults are production's, tests shorten the waits. */
export interface IntegrationSettings {
  /** WEBHOOKS_ALLOW_LOOPBACK: http:// and loopback addresses accepted (development and tests only). */
  webhooksAllowLoopback: boolean;
  /** WEBHOOK_TIMEOUT_MS: how long one POST may take. */
  webhookTimeoutMs: number;
  /** WEBHOOK_RETRY_BASE_MS: the first retry's delay; each next one doubles it, up to WEBHOOK_RETRY_MAX_MS. */
  webhookRetryBaseMs: number;
  webhookRetryMaxMs: number;
  /** WEBHOOK_RETRY_WINDOW_MS: how long a delivery is retried before the endpoint is disabled (72 hours). */
  webhookRetryWindowMs: number;
  /** WEBHOOK_RECLAIM_AFTER_MS: a delivery left in flight this long (its worker died) is tried again. */
  webhookReclaimAfterMs: number;
  /** INTEGRATIONS_SSE_HEARTBEAT_MS: the comment line that keeps an idle stream open through proxies. */
  sseHeartbeatMs: number;
}

/** Reserve with Google: the booking server's credentials and where Google is told of changes. */
export interface GoogleBookingSettings {
  /** GOOGLE_BOOKING_USER and GOOGLE_BOOKING_PASSWORD: without both the booking server answers 404. */
  credentials: { user: string; password: string } | null;
  /** GOOGLE_NOTIFICATION_URL: the booking notification API's root (https://mapsbooking.googleapis.com); unset, Google is not told. */
  notificationUrl: string | null;
  /** GOOGLE_PARTNER_ID: the partner id in the notification's resource name (partners/<id>/bookings/<booking id>). */
  partnerId: string;
  /** GOOGLE_NOTIFICATION_TOKEN: an OAuth access token sent as Bearer with each notification, when set. */
  notificationToken: string | null;
  /** GOOGLE_NOTIFICATION_RETRY_BASE_MS: the first retry's delay; each next one doubles, up to an hour, for three days. */
  retryBaseMs: number;
}

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const production = env.NODE_ENV === 'production';
  const port = Number(env.PORT ?? 3000);
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(REPO_ROOT, '.data'));
  return {
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    production,
    databaseUrl: blankToUndefined(env.DATABASE_URL),
    redisUrl: blankToUndefined(env.REDIS_URL),
    eventStoreUrl: blankToUndefined(env.EVENTSTORE_URL),
    mailUrl: blankToUndefined(env.MAIL_URL),
    mailFrom: env.MAIL_FROM ?? 'Izlazak <no-reply@izlazak.rs>',
    mailDir: path.resolve(env.MAIL_DIR ?? path.join(dataDir, 'mail')),
    dataDir,
    uploadDir: path.resolve(env.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    appUrl: (env.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    appUrlSet: Boolean(env.APP_URL?.trim()),
    jwtSecret: jwtSecretFrom(env, production, dataDir),
    adminEmail: env.ADMIN_EMAIL ?? 'admin@izlazak.rs',
    adminPassword: blankToUndefined(env.ADMIN_PASSWORD),
    seedDemo: env.SEED_DEMO === undefined ? false : isOn(env.SEED_DEMO),
    warmPublicPages: env.WARM_PUBLIC_PAGES === undefined ? true : isOn(env.WARM_PUBLIC_PAGES),
    frontendDist: path.resolve(env.FRONTEND_DIST ?? path.join(REPO_ROOT, 'frontend', 'dist')),
    readYourWritesTimeoutMs: Number(env.READ_YOUR_WRITES_TIMEOUT_MS ?? 5000),
    runProjections: env.RUN_PROJECTIONS === undefined ? true : isOn(env.RUN_PROJECTIONS),
    mailWorkers: isOn(env.MAIL_WORKERS ?? env.RUN_PROJECTIONS ?? 'true'),
    webProcesses: wholeNumber(env.WEB_PROCESSES, 0),
    httpKeepAliveTimeoutMs: Math.max(1_000, wholeNumber(env.HTTP_KEEP_ALIVE_TIMEOUT_MS, 65_000)),
    rateLimitPerWindow: wholeNumber(env.RATE_LIMIT_PER_WINDOW, 20),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    mailRequeueAfterSeconds: Math.max(1, wholeNumber(env.MAIL_REQUEUE_AFTER_SECONDS, 600)),
    mailBodyRetentionDays: wholeNumber(env.MAIL_BODY_RETENTION_DAYS, 30),
    google: googleFrom(env),
    integrations: integrationsFrom(env),
    googleBooking: googleBookingFrom(env),
    sitemapUrlLimit: Math.min(50_000, Math.max(1, wholeNumber(env.SITEMAP_URL_LIMIT, 50_000))),
    wallet: walletFrom(env),
  };
}

function jwtSecretFrom(env: NodeJS.ProcessEnv, production: boolean, dataDir: string): string {
  const secret = blankToUndefined(env.JWT_SECRET);
  if (secret) return secret;
  if (production) throw new Error('JWT_SECRET must be set when NODE_ENV=production');
  // Outside production a secret generated once under DATA_DIR keeps sessions and mailed links
  // alive across restarts of `npm start`.
  const file = path.join(dataDir, 'jwt-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const generated = randomBytes(32).toString('hex');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, generated, { mode: 0o600 });
  return generated;
}

function integrationsFrom(env: NodeJS.ProcessEnv): IntegrationSettings {
  const timeout = Math.max(100, wholeNumber(env.WEBHOOK_TIMEOUT_MS, 10_000));
  return {
    webhooksAllowLoopback: env.WEBHOOKS_ALLOW_LOOPBACK === undefined ? false : isOn(env.WEBHOOKS_ALLOW_LOOPBACK),
    webhookTimeoutMs: timeout,
    webhookRetryBaseMs: Math.max(1, wholeNumber(env.WEBHOOK_RETRY_BASE_MS, 30_000)),
    webhookRetryMaxMs: Math.max(1, wholeNumber(env.WEBHOOK_RETRY_MAX_MS, 6 * 3_600_000)),
    webhookRetryWindowMs: Math.max(1, wholeNumber(env.WEBHOOK_RETRY_WINDOW_MS, 72 * 3_600_000)),
    webhookReclaimAfterMs: Math.max(timeout + 1000, wholeNumber(env.WEBHOOK_RECLAIM_AFTER_MS, 5 * 60_000)),
    sseHeartbeatMs: Math.max(100, wholeNumber(env.INTEGRATIONS_SSE_HEARTBEAT_MS, 15_000)),
  };
}

function googleFrom(env: NodeJS.ProcessEnv): AppConfig['google'] {
  const clientId = blankToUndefined(env.GOOGLE_CLIENT_ID);
  const clientSecret = blankToUndefined(env.GOOGLE_CLIENT_SECRET);
  return clientId && clientSecret ? { clientId, clientSecret } : null;
}

function googleBookingFrom(env: NodeJS.ProcessEnv): GoogleBookingSettings {
  const user = blankToUndefined(env.GOOGLE_BOOKING_USER);
  const password = blankToUndefined(env.GOOGLE_BOOKING_PASSWORD);
  return {
    credentials: user && password ? { user, password } : null,
    notificationUrl: blankToUndefined(env.GOOGLE_NOTIFICATION_URL)?.replace(/\/+$/, '') ?? null,
    partnerId: blankToUndefined(env.GOOGLE_PARTNER_ID) ?? 'izlazak',
    notificationToken: blankToUndefined(env.GOOGLE_NOTIFICATION_TOKEN) ?? null,
    retryBaseMs: Math.max(1, wholeNumber(env.GOOGLE_NOTIFICATION_RETRY_BASE_MS, 30_000)),
  };
}

function blankToUndefined(value: string | undefined): string | undefined {
  return value && value.trim() !== '' ? value.trim() : undefined;
}

function wholeNumber(value: string | undefined, fallback: number): number {
  const parsed = Number(blankToUndefined(value) ?? fallback);
  return Number.isInteger(parsed) && parsed >= 0 ? parsed : fallback;
}

/** Unset: no proxy is trusted. A number counts hops; true/false; anything else is Express's list of addresses or names (e.g. `loopback, 10.0.0.0/8`). */
function trustProxyFrom(value: string | undefined): boolean | number | string {
  const setting = blankToUndefined(value);
  if (setting === undefined) return false;
  if (/^\d+$/.test(setting)) return Number(setting);
  if (['true', 'false'].includes(setting.toLowerCase())) return setting.toLowerCase() === 'true';
  return setting;
}

function isOn(value: string): boolean {
  return !['0', 'false', 'no', 'off'].includes(value.trim().toLowerCase());
}

export const APP_CONFIG = Symbol('APP_CONFIG');

/** What an operator should fix, said once at start-up. */
export function startupWarnings(config: AppConfig): string[] {
  const warnings: string[] = [];
  if (config.production && !config.appUrlSet) warnings.push(`APP_URL is not set: the links in mails and share previews (og:url, og:image) point at ${config.appUrl}`);
  if (config.webProcesses > 0 && !config.redisUrl)
    warnings.push('WEB_PROCESSES needs REDIS_URL (live pushes reach the other processes through Redis): one process answers and follows the feed');
  warnings.push(...config.wallet.problems);
  return warnings;
}
