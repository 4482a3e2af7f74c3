import { useSyncExternalStore } from 'react';
import type { Socket } from 'socket.io-client';
import { LIVE_EVENT, LIVE_PATH, LIVE_RESUME, laterPosition, type LiveMessage, type PositionText } from '@izlazak/contracts';
import { authStorage } from '../lib/auth-storage';

/** 'live' once the server has answered the (re)connection; 'refused' when it would not take the session. */
export type LiveState = 'idle' | 'connecting' | 'live' | 'refused';

type Listener = (message: LiveMessage) => void;

const REFUSED = 'Morate se prijaviti';
const RETRY_AFTER_MS = 5_000;

/**
 * The one live connection of the page (see docs/live.md), shared by every list that follows it:
 * it connects with the first follower and closes with the last. It remembers the position of the
 * last change applied and resumes from it after any reconnect, so nothing is missed; followers
 * hear `refetch` when the server cannot resume them.
 */
class LiveConnection {
  private socket: Socket | null = null;
  private readonly followers = new Set<Listener>();
  private readonly stateWatchers = new Set<() => void>();
  private current: LiveState = 'idle';
  /** Everything up to here has been applied. */
  private since: PositionText | null = null;
  /** Between a (re)connection or resync and the server's answer: pushes then do not move `since` alone. */
  private resuming = false;
  private newestWhileResuming: PositionText | null = null;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private userId: string | null | undefined;

  follow(listener: Listener): () => void {
    this.followers.add(listener);
    if (this.followers.size === 1) this.open();
    return () => {
      this.followers.delete(listener);
      if (this.followers.size === 0) this.shut();
    };
  }

  /**
   * Another session means other rooms: the connection starts over, and the lists, which reload
   * with the session anyway, take the next pushes.
   */
  signedInAs(userId: string | null) {
    if (this.userId === userId) return;
    const before = this.userId;
    this.userId = userId;
    if (before === undefined || !this.socket) return;
    this.shut();
    this.since = null;
    if (this.followers.size > 0) this.open();
  }

  state = () => this.current;

  watchState = (watcher: () => void) => {
    this.stateWatchers.add(watcher);
    return () => void this.stateWatchers.delete(watcher);
  };

  private opening: Promise<void> | null = null;

  private open() {
    if (this.socket || this.opening) return;
    if (!authStorage.token()) return this.setState('refused');
    this.setState('connecting');
    // Loaded with the first page that follows the connection, not with every public page.
    this.opening = import('socket.io-client').then(
      ({ io }) => {
        this.opening = null;
        if (this.followers.size > 0 && !this.socket) this.connect(io);
      },
      () => {
        this.opening = null;
        this.retry = setTimeout(() => this.followers.size > 0 && this.open(), RETRY_AFTER_MS);
      },
    );
  }

  private connect(io: typeof import('socket.io-client').io) {
    this.resuming = true;
    const socket = io({
      path: LIVE_PATH,
      transports: ['websocket', 'polling'],
      tryAllTransports: true,
      // Read on every (re)connection: the session may have changed, the position has.
      auth: (send) => send({ token: authStorage.token(), ...(this.since ? { since: this.since } : {}) }),
    });
    socket.on('connect', () => this.setState('connecting'));
    socket.io.on('reconnect_attempt', () => {
      this.resuming = true;
      this.setState('connecting');
    });
    socket.on('disconnect', () => {
      this.resuming = true;
      this.setState('connecting');
    });
    socket.on('connect_error', (error) => {
      if (socket.active) return this.setState('connecting'); // the client retries by itself
      if (error.message === REFUSED) return this.setState('refused');
      this.setState('connecting');
      this.retry = setTimeout(() => socket.connect(), RETRY_AFTER_MS);
    });
    socket.on(LIVE_EVENT, (message: LiveMessage) => this.receive(socket, message));
    this.socket = socket;
  }

  private shut() {
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    this.socket?.disconnect();
    this.socket = null;
    this.setState('idle');
  }

  private receive(socket: Socket, message: LiveMessage) {
    switch (message.type) {
      case 'reservation':
      case 'waitlist-entry':
      case 'guest-list-entry':
      case 'ticket':
        if (this.resuming) this.newestWhileResuming = laterPosition(this.newestWhileResuming, message.position);
        else this.since = laterPosition(this.since, message.position);
        break;
      case 'synced':
      case 'refetch':
        // Replayed up to `position`; what came live meanwhile came in order after it.
        this.since = laterPosition(laterPosition(this.since, message.position), this.newestWhileResuming);
        this.resuming = false;
        this.newestWhileResuming = null;
        this.setState('live');
        break;
      case 'resync':
        this.resuming = true;
        socket.emit(LIVE_RESUME, { since: this.since });
        break;
    }
    this.followers.forEach((listener) => listener(message));
  }

  private setState(state: LiveState) {
    if (state === this.current) return;
    this.current = state;
    this.stateWatchers.forEach((watcher) => watcher());
  }
}

export const liveConnection = new LiveConnection();

/** Follows the live connection while the caller lives: `onMessage` hears every push. */
export const followLive = (onMessage: Listener) => liveConnection.follow(onMessage);

/** The connection's state, for 'Uživo' / 'Povezivanje…'. */
export function useLiveState(): LiveState {
  return useSyncExternalStore(liveConnection.watchState, liveConnection.state, () => 'idle');
}
