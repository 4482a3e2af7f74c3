import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Response } from 'express';
import { loadConfig, startupWarnings } from '../../config/config';
import { makeTestWalletCertificates, TEST_PASS_TYPE_ID, TEST_TEAM_ID, type TestWalletCertificates } from '../testing/wallet-certificates';
import { appleWalletPass, walletConfigured } from './apple-wallet-pass';
import { sendAppleWalletPass } from './wallet-pass-response';
import type { WalletTicket } from './wallet-ticket';

const ticket: WalletTicket = {
  token: 'pQ3vX8kz1Lr0aT7mWbN5cY2dE9fGhJ4sKuVo6iRe1wA',
  codeUrl: 'https://izlazak.rs/t/pQ3vX8kz1Lr0aT7mWbN5cY2dE9fGhJ4sKuVo6iRe1wA',
  eventId: 'c0ffee00-0000-4000-8000-000000000031',
  eventTitle: 'Doček 2027',
  venueName: 'Klub Ponoć',
  venueAddress: 'Karađorđeva 2, Beograd',
  night: '2026-12-31',
  startTime: '23:00',
  tierName: 'Early bird',
  holderName: 'Jelena Đurić',
};

interface PassField {
  key: string;
  label: string;
  value: string;
}
interface PassJson {
  description: string;
  relevantDate: string;
  barcodes: object[];
  eventTicket: Record<'headerFields' | 'primaryFields' | 'secondaryFields' | 'auxiliaryFields' | 'backFields', PassField[]>;
}

const passJsonIn = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, 'pass.json'), 'utf8')) as PassJson;

describe('An Apple Wallet pass of a ticket', () => {
  let certificates: TestWalletCertificates;
  beforeAll(() => {
    certificates = makeTestWalletCertificates();
  });
  afterAll(() => certificates.remove());

  const configured = () => loadConfig({ JWT_SECRET: 'x'.repeat(40), ...certificates.env });

  /** The .pkpass unzipped by Info-ZIP's unzip, as any zip reader would see it. */
  function unzipped(pkpass: Buffer, name: string) {
    const dir = path.join(certificates.dir, name);
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'ticket.pkpass'), pkpass);
    execFileSync('unzip', ['-q', 'ticket.pkpass', '-d', 'files'], { cwd: dir });
    const files = path.join(dir, 'files');
    return {
      dir: files,
      names: fs
        .readdirSync(files, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(files, path.join(entry.parentPath, entry.name))),
    };
  }

  function verify(dir: string, manifest = 'manifest.json') {
    return spawnSync('openssl', ['smime', '-verify', '-binary', '-inform', 'DER', '-in', 'signature', '-content', manifest, '-CAfile', certificates.caFile, '-out', '/dev/null'], {
      cwd: dir,
      encoding: 'utf8',
    });
  }

  it('is a zip whose manifest lists every file with its SHA-1, signed so that openssl verifies it against the configured chain', async () => {
    const { dir, names } = unzipped(await appleWalletPass(configured(), ticket), 'signed');
    expect(names).toEqual(expect.arrayContaining(['pass.json', 'manifest.json', 'signature', 'icon.png', 'icon@2x.png', 'logo.png']));

    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as Record<string, string>;
    expect(Object.keys(manifest).sort()).toEqual(names.filter((name) => name !== 'manifest.json' && name !== 'signature').sort());
    for (const [name, sha1] of Object.entries(manifest))
      expect([
        name,
        createHash('sha1')
          .update(fs.readFileSync(path.join(dir, name)))
          .digest('hex'),
      ]).toEqual([name, sha1]);

    const verification = verify(dir);
    expect(verification.stderr).toMatch(/Verification successful/);
    expect(verification.status).toBe(0);

    // The same check refuses a manifest changed after signing: it does look at the signature.
    fs.writeFileSync(path.join(dir, 'changed.json'), JSON.stringify({ ...manifest, 'pass.json': '0'.repeat(40) }));
    expect(verify(dir, 'changed.json').status).not.toBe(0);
  });

  it("carries the pass type, the team, the ticket's token as serial and its code URL as the QR code", async () => {
    const { dir } = unzipped(await appleWalletPass(configured(), ticket), 'fields');
    const pass = passJsonIn(dir);
    expect(pass).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: TEST_PASS_TYPE_ID,
      teamIdentifier: TEST_TEAM_ID,
      serialNumber: ticket.token,
      organizationName: 'Izlazak',
      description: 'Ulaznica: Doček 2027',
      // 23:00 in Belgrade's winter
      relevantDate: '2026-12-31T22:00:00.000Z',
    });
    expect(pass.barcodes[0]).toEqual({ format: 'PKBarcodeFormatQR', message: ticket.codeUrl, messageEncoding: 'iso-8859-1' });

    const shown = (fields: PassField[]) => fields.map(({ label, value }) => [label, value]);
    expect(shown(pass.eventTicket.headerFields)).toEqual([['Noć', '31.12.2026']]);
    expect(shown(pass.eventTicket.primaryFields)).toEqual([['Događaj', 'Doček 2027']]);
    expect(shown(pass.eventTicket.secondaryFields)).toEqual([
      ['Objekat', 'Klub Ponoć'],
      ['Početak', '23:00'],
    ]);
    expect(shown(pass.eventTicket.auxiliaryFields)).toEqual([
      ['Ulaznica', 'Early bird'],
      ['Ime i prezime', 'Jelena Đurić'],
    ]);
    expect(shown(pass.eventTicket.backFields)).toEqual(
      expect.arrayContaining([
        ['Adresa', 'Karađorđeva 2, Beograd'],
        ['Kod ulaznice', ticket.codeUrl],
      ]),
    );
  });

  it("labels the pass in the order's language; a start after midnight is the morning after the night", async () => {
    const { dir } = unzipped(await appleWalletPass(configured(), { ...ticket, locale: 'en', startTime: '01:00', venueAddress: undefined }), 'english');
    const pass = passJsonIn(dir);
    expect(pass.description).toBe('Ticket: Doček 2027');
    expect(pass.eventTicket.headerFields[0]).toMatchObject({ label: 'Night', value: '31.12.2026' });
    expect(pass.eventTicket.auxiliaryFields.map((field) => field.label)).toEqual(['Ticket', 'Name']);
    expect(pass.eventTicket.backFields.map((field) => field.key)).not.toContain('address');
    expect(pass.relevantDate).toBe('2027-01-01T00:00:00.000Z');
  });

  it('is offered only when every variable is set; a partial or wrong set is off and said at start-up', () => {
    expect(walletConfigured(configured())).toBe(true);
    expect(startupWarnings(configured())).toEqual([]);
    expect(walletConfigured(loadConfig({ JWT_SECRET: 'x'.repeat(40) }))).toBe(false);
    expect(startupWarnings(loadConfig({ JWT_SECRET: 'x'.repeat(40) }))).toEqual([]);

    const { WALLET_WWDR_PEM: _left, ...withoutWwdr } = certificates.env;
    const partial = loadConfig({ JWT_SECRET: 'x'.repeat(40), ...withoutWwdr });
    expect(walletConfigured(partial)).toBe(false);
    expect(startupWarnings(partial)).toEqual(['Apple Wallet passes are off: WALLET_WWDR_PEM not set']);

    const wrongPassphrase = loadConfig({ JWT_SECRET: 'x'.repeat(40), ...certificates.env, WALLET_KEY_PASSPHRASE: 'pogrešna' });
    expect(walletConfigured(wrongPassphrase)).toBe(false);
    expect(startupWarnings(wrongPassphrase)).toEqual([
      expect.stringMatching(/^Apple Wallet passes are off: WALLET_KEY_PEM is not a PEM private key that WALLET_KEY_PASSPHRASE opens/),
    ]);

    const otherTeam = loadConfig({ JWT_SECRET: 'x'.repeat(40), ...certificates.env, WALLET_TEAM_ID: 'OTHERTEAM1' });
    expect(walletConfigured(otherTeam)).toBe(true);
    expect(startupWarnings(otherTeam)).toEqual([expect.stringMatching(/WALLET_CERT_PEM belongs to team IZLTEST123, not WALLET_TEAM_ID OTHERTEAM1/)]);
  });

  it('takes a PEM variable as a file path too, or written on one line with \\n', async () => {
    const certFile = path.join(certificates.dir, 'pass.pem');
    const oneLineKey = certificates.env.WALLET_KEY_PEM.trim().replace(/\n/g, '\\n');
    const config = loadConfig({ JWT_SECRET: 'x'.repeat(40), ...certificates.env, WALLET_CERT_PEM: certFile, WALLET_KEY_PEM: oneLineKey });
    expect(walletConfigured(config)).toBe(true);
    expect(verify(unzipped(await appleWalletPass(config, ticket), 'from-files').dir).status).toBe(0);

    const missingFile = loadConfig({ JWT_SECRET: 'x'.repeat(40), ...certificates.env, WALLET_CERT_PEM: '/nema/takvog/fajla.pem' });
    expect(walletConfigured(missingFile)).toBe(false);
    expect(startupWarnings(missingFile)).toEqual(['Apple Wallet passes are off: WALLET_CERT_PEM is neither a PEM nor a readable file (/nema/takvog/fajla.pem)']);
  });
});

describe("The pass route's answer", () => {
  it('is the pass as application/vnd.apple.pkpass, an attachment named for the ticket, never cached', async () => {
    const certificates = makeTestWalletCertificates();
    try {
      const sent: { status?: number; type?: string; headers: Record<string, string>; body?: Buffer } = { headers: {} };
      const response = {
        status: (status: number) => ((sent.status = status), response),
        type: (type: string) => ((sent.type = type), response),
        setHeader: (name: string, value: string) => ((sent.headers[name] = value), response),
        send: (body: Buffer) => ((sent.body = body), response),
      };
      await sendAppleWalletPass(response as unknown as Response, loadConfig({ JWT_SECRET: 'x'.repeat(40), ...certificates.env }), ticket);
      expect(sent).toMatchObject({
        status: 200,
        type: 'application/vnd.apple.pkpass',
        headers: { 'Cache-Control': 'private, no-store', 'Content-Disposition': 'attachment; filename="ulaznica-pQ3vX8kz1Lr0aT7m.pkpass"' },
      });
      expect(sent.body!.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    } finally {
      certificates.remove();
    }
  });
});
