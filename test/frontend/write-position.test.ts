/** The tab's memory of its last write (frontend/src/api/write-position.ts), which the base query sends back on every API request. */

type WritePosition = typeof import('../../frontend/src/api/write-position.js', { with: { 'resolution-mode': 'import' } });

/** A tab's sessionStorage: what survives a reload of the tab. */
function tabStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}

const answer = (headers: Record<string, string>) => ({ headers: new Headers(headers) });

describe("The tab's last write", () => {
  let storage: ReturnType<typeof tabStorage>;
  const load = (): WritePosition => {
    let module!: WritePosition;
    jest.isolateModules(() => {
      module = require('../../frontend/src/api/write-position');
    });
    return module;
  };

  beforeEach(() => {
    storage = tabStorage();
    Object.defineProperty(globalThis, 'sessionStorage', { value: storage, configurable: true });
  });
  afterAll(() => {
    delete (globalThis as { sessionStorage?: unknown }).sessionStorage;
  });

  it('sends nothing before any command; then the position the last answer named, on every later request', () => {
    const tab = load();
    expect(tab.sendLastWritePosition(new Headers()).get('X-Izlazak-After')).toBeNull();

    tab.rememberWritePosition(answer({ 'X-Izlazak-Position': '812/40' }) as Response);
    expect(tab.sendLastWritePosition(new Headers()).get('X-Izlazak-After')).toBe('812/40');
    // An answer of a read names no position: the write is still the one to wait for.
    tab.rememberWritePosition(answer({}) as Response);
    expect(tab.sendLastWritePosition(new Headers()).get('X-Izlazak-After')).toBe('812/40');
  });

  it('keeps the newest of answers that come back out of order, and ignores what is no position', () => {
    const tab = load();
    tab.rememberWritePosition(answer({ 'X-Izlazak-Position': '900/3' }) as Response);
    tab.rememberWritePosition(answer({ 'X-Izlazak-Position': '899/70' }) as Response);
    tab.rememberWritePosition(answer({ 'X-Izlazak-Position': 'not/a-position' }) as Response);
    expect(tab.lastWritePosition()).toBe('900/3');
  });

  it('a reload of the tab still sends it (sessionStorage); a new tab starts with none', () => {
    load().rememberWritePosition(answer({ 'X-Izlazak-Position': '77/7' }) as Response);
    expect(load().sendLastWritePosition(new Headers()).get('X-Izlazak-After')).toBe('77/7');

    storage = tabStorage();
    Object.defineProperty(globalThis, 'sessionStorage', { value: storage, configurable: true });
    expect(load().lastWritePosition()).toBeNull();
  });
});
