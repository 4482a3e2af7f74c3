import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type Redis from 'ioredis';
import type pg from 'pg';
import { Server, type Socket } from 'socket.io';
import { LIVE_EVENT, LIVE_PATH, LIVE_RESUME, isPositionText, type LiveMessage } from '@izlazak/contracts';
import type { SessionUserLookup } from '#platform/auth/auth.guard';
import { tokenFromHeader, type RevokedSessions, type SessionStore } from '#platform/auth/sessions';
import { comparePositions, positionFromString, positionToString, type EventStore, type GlobalPosition } from '#platform/event-store/event-store.port';
import { logger } from '#platform/logging/json-logger';
import { readCheckpoints } from '#platform/projections/checkpoints';
import { changesOf, LIVE_ROOMS, LiveAudience, roomsOf, type LiveFeed, type LivePublisher, type LiveViewer } from './live-feed';

/** A reconnecting client further behind than this reloads its lists instead of being replayed to. */
const MAX_SCANNED_EVENTS = 10_000;
const MAX_REPLAYED_ROWS = 500;
const READ_MODEL_WAIT_MS = 5_000;
const RESYNC_AT_MOST_EVERY_MS = 5_000;

/** Each connection's own room, by its login session: never pushed to, only closed when the session is revoked. */
const sessionRoom = (sessionId: string) => `session:${sessionId}`;

export interface ReadModelProgress {
  waitFor(position: GlobalPosition, timeoutMs: number, readModels: string[], options: { throughTheFeed: boolean }): Promise<boolean>;
}

export interface LiveAttachment {
  sessions: SessionStore;
  users: SessionUserLookup;
  /** With Redis, pushes from the process that runs the reactors reach clients of every process. */
  redis: Redis | null;
  /** Namespaces the adapter's Redis channels, so apps on different databases never mix. */
  channelPrefix: string;
}

interface SocketData {
  viewer: LiveViewer;
  sessionId: string;
  resuming: Promise<void>;
}
interface ToClient {
  [LIVE_EVENT]: (message: LiveMessage) => void;
}
interface FromClient {
  [LIVE_RESUME]: (body: unknown) => void;
}
type LiveServer = Server<FromClient, ToClient, Record<string, never>, SocketData>;
type LiveSocket = Socket<FromClient, ToClient, Record<string, never>, SocketData>;

/**
 * The live connection of one process: Socket.IO on the API's HTTP server. Signed-in clients join
 * their rooms; the live reactors publish into them; a client that comes back with the position of
 * the last change it applied is sent every change of its rooms after it.
 */
export class LiveHub implements LivePublisher, LiveAudience {
  private io: LiveServer | null = null;
  private progress: ReadModelProgress | null = null;
  private redisClients: Redis[] = [];
  private lastResyncAt = 0;
  private stopWatchingSessions: (() => void) | null = null;

  constructor(
    private readonly pool: pg.Pool,
    private readonly store: EventStore,
    private readonly feeds: LiveFeed[],
  ) {}

  measureProgressWith(progress: ReadModelProgress) {
    this.progress = progress;
  }

  async attach(server: HttpServer, attachment: LiveAttachment): Promise<void> {
    const io: LiveServer = new Server(server, {
      path: LIVE_PATH,
      serveClient: false,
    });
    if (attachment.redis) await this.shareThroughRedis(io, attachment.redis, attachment.channelPrefix);
    io.use((socket, next) => {
      this.viewerOf(socket.handshake.auth?.token, attachment).then(
        (viewer) => {
          if (!viewer) return next(new Error('Morate se prijaviti'));
          socket.data.viewer = viewer.user;
          socket.data.sessionId = viewer.sessionId;
          next();
        },
        () => next(new Error('Server nije dostupan')),
      );
    });
    io.on('connection', (socket) => {
      // Both adapters used here (in memory, Redis) join the rooms at once; only a cluster adapter's join is a promise.
      void socket.join([...roomsOf(socket.data.viewer), sessionRoom(socket.data.sessionId)]);
      socket.data.resuming = this.resume(socket, socket.handshake.auth?.since);
      socket.on(LIVE_RESUME, (body: unknown) => {
        const since = (body as { since?: unknown } | null)?.since;
        socket.data.resuming = socket.data.resuming.then(() => this.resume(socket, since));
      });
    });
    this.io = io;
    this.stopWatchingSessions = attachment.sessions.onRevoked((revoked) => this.disconnectRevoked(revoked));
  }

  /**
   * A revoked session (logout, a new password, a deactivated or deleted account) stops receiving
   * pushes at once: its connections are closed, in every process (through the Redis adapter), and
   * its token no longer opens a new one.
   */
  private disconnectRevoked(revoked: RevokedSessions) {
    const io = this.io;
    if (!io) return;
    if ('sessionId' in revoked) return io.in(sessionRoom(revoked.sessionId)).disconnectSockets(true);
    const ofUser = io.in(LIVE_ROOMS.user(revoked.userId));
    (revoked.exceptSessionId ? ofUser.except(sessionRoom(revoked.exceptSessionId)) : ofUser).disconnectSockets(true);
  }

  viewerMoved(before: LiveViewer, after: LiveViewer) {
    const io = this.io;
    if (!io) return;
    const now = roomsOf(after);
    const ofUser = io.in(LIVE_ROOMS.user(after.id));
    ofUser.socketsLeave(roomsOf(before).filter((room) => !now.includes(room)));
    ofUser.socketsJoin(now);
    ofUser.emit(LIVE_EVENT, refetch(null));
  }

  publish(rooms: string[], message: LiveMessage) {
    this.io?.to(rooms).emit(LIVE_EVENT, message);
  }

  askToResync() {
    if (Date.now() - this.lastResyncAt < RESYNC_AT_MOST_EVERY_MS) return;
    this.lastResyncAt = Date.now();
    this.io?.emit(LIVE_EVENT, { type: 'resync' } satisfies LiveMessage);
  }

  readModelReached(position: GlobalPosition, readModel: string): Promise<boolean> {
    if (!this.progress) return Promise.resolve(false);
    // Its followers' checkpoint, even where appends keep the read model current: a resume replays
    // up to that checkpoint, so a change is pushed only once a resume would no longer replay it.
    return this.progress.waitFor(position, READ_MODEL_WAIT_MS, [readModel], { throughTheFeed: true });
  }

  /** Disconnects every client; the HTTP server itself is closed by its owner. */
  async close() {
    this.stopWatchingSessions?.();
    const io = this.io;
    this.io = null;
    if (!io) return;
    io.disconnectSockets(true);
    io.engine.close();
    await Promise.resolve(io.of('/').adapter.close());
    await Promise.all(this.redisClients.map((client) => client.quit().catch(() => client.disconnect())));
    this.redisClients = [];
  }

  private async shareThroughRedis(io: LiveServer, redis: Redis, channelPrefix: string) {
    const publisher = redis.duplicate({ connectionName: `${channelPrefix}:live-publisher` });
    const subscriber = redis.duplicate({ connectionName: `${channelPrefix}:live-subscriber` });
    this.redisClients = [publisher, subscriber];
    for (const client of this.redisClients) {
      client.on('error', () => undefined); // ioredis reconnects on its own
    }
    await Promise.all(this.redisClients.filter((client) => client.status === 'wait').map((client) => client.connect()));
    io.adapter(createAdapter(publisher, subscriber, { key: `${channelPrefix}:socket.io` }));
    // While the subscriber was away, pushes of other processes went past this one's clients.
    let connectedOnce = false;
    subscriber.on('ready', () => {
      if (connectedOnce) io.local.emit(LIVE_EVENT, { type: 'resync' } satisfies LiveMessage);
      connectedOnce = true;
    });
    if (subscriber.status === 'ready') connectedOnce = true;
  }

  private async viewerOf(token: unknown, attachment: LiveAttachment): Promise<{ user: LiveViewer; sessionId: string } | null> {
    const bearer = typeof token === 'string' ? tokenFromHeader(token) : null;
    if (!bearer) return null;
    const session = await attachment.sessions.resolve(bearer);
    if (!session) return null;
    const user = await attachment.users.findSessionUser(session.userId);
    return user ? { user: { id: user.id, role: user.role, clubId: user.clubId }, sessionId: session.sessionId } : null;
  }

  /**
   * Sends the client every change of its rooms after `since`, up to where the read models are,
   * then `synced`. Pushes after that point reach it live: it joined its rooms before the read
   * models' position was read, and a push is sent only once its read model has the change. A
   * change pushed live while the replay was being read (the reactor lagging the read model) is not
   * sent again.
   */
  private async resume(socket: LiveSocket, since: unknown): Promise<void> {
    const pushedMeanwhile = watchPushes(socket);
    try {
      const upTo = await this.readModelsPosition();
      if (!isPositionText(since) || upTo === null) return void socket.emit(LIVE_EVENT, refetch(upTo));
      const from = positionFromString(since);
      if (comparePositions(from, upTo) >= 0) return void socket.emit(LIVE_EVENT, { type: 'synced', position: since } satisfies LiveMessage);
      const replay = await this.changesBetween(from, upTo, new Set(socket.rooms));
      if (replay === 'too-far') return void socket.emit(LIVE_EVENT, refetch(upTo));
      for (const message of replay) if (!pushedMeanwhile.alreadySent(message)) socket.emit(LIVE_EVENT, message);
      socket.emit(LIVE_EVENT, { type: 'synced', position: positionToString(upTo) } satisfies LiveMessage);
    } catch (error) {
      logger.error({ message: 'Live resume failed', error: String(error) }, 'Live');
      socket.emit(LIVE_EVENT, refetch(null));
    } finally {
      pushedMeanwhile.stop();
    }
  }

  /** The position every live feed's read model has passed; null when one has nothing yet. */
  private async readModelsPosition(): Promise<GlobalPosition | null> {
    const checkpoints = await readCheckpoints(this.pool);
    let lowest: GlobalPosition | null = null;
    for (const feed of this.feeds) {
      const checkpoint = checkpoints.get(feed.readModel) ?? null;
      if (checkpoint === null) return null;
      if (lowest === null || comparePositions(checkpoint, lowest) < 0) lowest = checkpoint;
    }
    return lowest;
  }

  private async changesBetween(from: GlobalPosition, upTo: GlobalPosition, rooms: Set<string>): Promise<LiveMessage[] | 'too-far'> {
    const messages: { position: GlobalPosition; message: LiveMessage }[] = [];
    for (const feed of this.feeds) {
      const lastChange = new Map<string, GlobalPosition>();
      let scanned = 0;
      const events = this.store.readAll({ fromPosition: from, filter: { eventTypes: feed.eventTypes, streamPrefixes: feed.streamPrefixes } });
      for await (const event of events) {
        if (comparePositions(event.position, upTo) > 0) break;
        if (++scanned > MAX_SCANNED_EVENTS) return 'too-far';
        for (const change of changesOf(feed, event)) if (change.rooms.some((room) => rooms.has(room))) lastChange.set(change.id, event.position);
      }
      if (lastChange.size > MAX_REPLAYED_ROWS) return 'too-far';
      if (lastChange.size === 0) continue;
      for (const row of await feed.read(this.pool, [...lastChange.keys()])) {
        const position = lastChange.get(row.id)!;
        if (row.rooms.some((room) => rooms.has(room))) messages.push({ position, message: row.message(positionToString(position)) });
      }
    }
    return messages.sort((a, b) => comparePositions(a.position, b.position)).map(({ message }) => message);
  }
}

const refetch = (position: GlobalPosition | null): LiveMessage => ({ type: 'refetch', position: position && positionToString(position) });

/** Which thing a change message is about and where its change is; null for the connection's own messages. */
function changeIn(message: LiveMessage): { thing: string; position: GlobalPosition } | null {
  switch (message.type) {
    case 'reservation':
      return { thing: `reservation:${message.reservation._id}`, position: positionFromString(message.position) };
    case 'guest-list-entry':
      return { thing: `guest-list-entry:${message.entry._id}`, position: positionFromString(message.position) };
    case 'ticket':
      return { thing: `ticket:${message.ticket._id}`, position: positionFromString(message.position) };
    default:
      return null;
  }
}

/** Notes the newest change of each thing pushed to the socket, until stopped. */
function watchPushes(socket: LiveSocket) {
  const newest = new Map<string, GlobalPosition>();
  const note = (_event: string, message: LiveMessage) => {
    const change = changeIn(message);
    const known = change && newest.get(change.thing);
    if (change && (!known || comparePositions(change.position, known) > 0)) newest.set(change.thing, change.position);
  };
  socket.onAnyOutgoing(note);
  return {
    /** Whether the socket already has this change, or a newer one of the same thing. */
    alreadySent(message: LiveMessage): boolean {
      const change = changeIn(message);
      const known = change && newest.get(change.thing);
      return !!known && comparePositions(change.position, known) <= 0;
    },
    stop: () => socket.offAnyOutgoing(note),
  };
}
