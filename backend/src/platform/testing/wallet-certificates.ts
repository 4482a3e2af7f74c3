import { execFileSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const TEST_PASS_TYPE_ID = 'pass.rs.izlazak.test';
export const TEST_TEAM_ID = 'IZLTEST123';
export const TEST_KEY_PASSPHRASE = 'tajna lozinka';

/** A throw-away chain as Apple's is built: a root, a WWDR-like intermediate, and a pass type certificate it issued. */
export interface TestWalletCertificates {
  dir: string;
  /** The root's file: what `openssl smime -verify -CAfile` trusts. */
  caFile: string;
  /** The WALLET_* variables of the chain (the key encrypted with TEST_KEY_PASSPHRASE), PEMs inline. */
  env: Record<string, string>;
  remove(): void;
}

/** Made with the openssl command into a temporary folder, as an operator would with Apple's files. */
export function makeTestWalletCertificates(): TestWalletCertificates {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'izlazak-wallet-'));
  const file = (name: string) => path.join(dir, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  fs.writeFileSync(file('ca.ext'), 'basicConstraints=critical,CA:TRUE\nkeyUsage=critical,keyCertSign,cRLSign\n');
  fs.writeFileSync(file('pass.ext'), 'basicConstraints=critical,CA:FALSE\nkeyUsage=critical,digitalSignature\n');

  openssl('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '2', '-subj', '/CN=Izlazak Test Root CA');
  openssl('req', '-new', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'wwdr.key', '-out', 'wwdr.csr', '-subj', '/CN=Izlazak Test WWDR/OU=G4');
  openssl('x509', '-req', '-in', 'wwdr.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-set_serial', '2', '-days', '2', '-extfile', 'ca.ext', '-out', 'wwdr.pem');
  openssl('genpkey', '-algorithm', 'RSA', '-pkeyopt', 'rsa_keygen_bits:2048', '-aes-256-cbc', '-pass', `pass:${TEST_KEY_PASSPHRASE}`, '-out', 'pass.key');
  const subject = `/UID=${TEST_PASS_TYPE_ID}/CN=Pass Type ID: ${TEST_PASS_TYPE_ID}/OU=${TEST_TEAM_ID}/O=Izlazak test/C=RS`;
  openssl('req', '-new', '-key', 'pass.key', '-passin', `pass:${TEST_KEY_PASSPHRASE}`, '-out', 'pass.csr', '-subj', subject);
  openssl('x509', '-req', '-in', 'pass.csr', '-CA', 'wwdr.pem', '-CAkey', 'wwdr.key', '-set_serial', '3', '-days', '2', '-extfile', 'pass.ext', '-out', 'pass.pem');

  const read = (name: string) => fs.readFileSync(file(name), 'utf8');
  return {
    dir,
    caFile: file('ca.pem'),
    env: {
      WALLET_PASS_TYPE_ID: TEST_PASS_TYPE_ID,
      WALLET_TEAM_ID: TEST_TEAM_ID,
      WALLET_CERT_PEM: read('pass.pem'),
      WALLET_KEY_PEM: read('pass.key'),
      WALLET_KEY_PASSPHRASE: TEST_KEY_PASSPHRASE,
      WALLET_WWDR_PEM: read('wwdr.pem'),
    },
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** A service account's key pair, as Google's JSON key file holds the private half. */
export function makeTestGoogleWalletAccount() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    env: {
      GOOGLE_WALLET_ISSUER_ID: '3388000000022222228',
      GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: 'izlazak-wallet@izlazak-test.iam.gserviceaccount.com',
      GOOGLE_WALLET_PRIVATE_KEY_PEM: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    },
  };
}
