import { createPrivateKey, X509Certificate, type KeyObject } from 'node:crypto';
import fs from 'node:fs';

/** Wallet passes of tickets (docs/tickets-wallet.md): Apple's and Google's, each on only when fully configured. */
export interface WalletSettings {
  apple: AppleWalletSettings | null;
  google: GoogleWalletSettings | null;
  /** Wallet variables that are set but leave a wallet off (one missing, a PEM that does not read): said at start-up. */
  problems: string[];
}

/** The pass type's certificate from Apple's developer account, its key, and Apple's WWDR intermediate, all PEM. */
export interface AppleWalletSettings {
  /** WALLET_PASS_TYPE_ID: the pass type identifier the certificate was issued for (pass.rs.izlazak.ticket). */
  passTypeId: string;
  /** WALLET_TEAM_ID: the Apple developer team (the certificate's OU). */
  teamId: string;
  certPem: string;
  keyPem: string;
  /** WALLET_KEY_PASSPHRASE: only for a key kept encrypted. */
  keyPassphrase?: string;
  wwdrPem: string;
}

/** A Google Wallet issuer and the service account it lets sign 'Save to Google Wallet' links. */
export interface GoogleWalletSettings {
  issuerId: string;
  serviceAccountEmail: string;
  privateKeyPem: string;
}

const APPLE_VARIABLES = ['WALLET_PASS_TYPE_ID', 'WALLET_TEAM_ID', 'WALLET_CERT_PEM', 'WALLET_KEY_PEM', 'WALLET_WWDR_PEM'] as const;
const GOOGLE_VARIABLES = ['GOOGLE_WALLET_ISSUER_ID', 'GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL', 'GOOGLE_WALLET_PRIVATE_KEY_PEM'] as const;

export function walletFrom(env: NodeJS.ProcessEnv): WalletSettings {
  const appleProblems: string[] = [];
  const googleProblems: string[] = [];
  const apple = appleWalletFrom(env, appleProblems);
  const google = googleWalletFrom(env, googleProblems);
  const told = (what: string, on: boolean, problems: string[]) => problems.map((problem) => (on ? `${what}: ${problem}` : `${what} are off: ${problem}`));
  return { apple, google, problems: [...told('Apple Wallet passes', Boolean(apple), appleProblems), ...told("'Save to Google Wallet' links", Boolean(google), googleProblems)] };
}

function appleWalletFrom(env: NodeJS.ProcessEnv, problems: string[]): AppleWalletSettings | null {
  if (!allOrNone(env, APPLE_VARIABLES, problems)) return null;
  const passTypeId = env.WALLET_PASS_TYPE_ID!.trim();
  const teamId = env.WALLET_TEAM_ID!.trim();
  const certPem = pemFrom(env, 'WALLET_CERT_PEM', problems);
  const keyPem = pemFrom(env, 'WALLET_KEY_PEM', problems);
  const wwdrPem = pemFrom(env, 'WALLET_WWDR_PEM', problems);
  const keyPassphrase = env.WALLET_KEY_PASSPHRASE || undefined;
  if (!certPem || !keyPem || !wwdrPem) return null;
  const cert = certificateFrom(certPem, 'WALLET_CERT_PEM', problems);
  const key = privateKeyFrom(keyPem, keyPassphrase, 'WALLET_KEY_PEM', problems);
  if (!certificateFrom(wwdrPem, 'WALLET_WWDR_PEM', problems) || !cert || !key) return null;
  if (!cert.checkPrivateKey(key)) return off(problems, 'WALLET_KEY_PEM is not the key of WALLET_CERT_PEM');
  // Wallet drops a pass whose pass type or team differ from its certificate's without saying why.
  const uid = subjectField(cert, 'UID');
  if (uid && uid !== passTypeId) problems.push(`WALLET_CERT_PEM was issued for ${uid}, not WALLET_PASS_TYPE_ID ${passTypeId}: Wallet will refuse the passes`);
  const ou = subjectField(cert, 'OU');
  if (ou && ou !== teamId) problems.push(`WALLET_CERT_PEM belongs to team ${ou}, not WALLET_TEAM_ID ${teamId}: Wallet will refuse the passes`);
  return { passTypeId, teamId, certPem, keyPem, wwdrPem, ...(keyPassphrase ? { keyPassphrase } : {}) };
}

function googleWalletFrom(env: NodeJS.ProcessEnv, problems: string[]): GoogleWalletSettings | null {
  if (!allOrNone(env, GOOGLE_VARIABLES, problems)) return null;
  const privateKeyPem = pemFrom(env, 'GOOGLE_WALLET_PRIVATE_KEY_PEM', problems);
  if (!privateKeyPem || !privateKeyFrom(privateKeyPem, undefined, 'GOOGLE_WALLET_PRIVATE_KEY_PEM', problems)) return null;
  return { issuerId: env.GOOGLE_WALLET_ISSUER_ID!.trim(), serviceAccountEmail: env.GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL!.trim(), privateKeyPem };
}

/** True when every variable is set; a partial set is a problem worth telling, none at all is a platform without that wallet. */
function allOrNone(env: NodeJS.ProcessEnv, names: readonly string[], problems: string[]): boolean {
  const missing = names.filter((name) => !env[name]?.trim());
  if (missing.length > 0 && missing.length < names.length) problems.push(`${missing.join(', ')} not set`);
  return missing.length === 0;
}

/**
 * A PEM variable holds the PEM itself (newlines as they are, or written `\n` as in a one-line .env
 * entry or a service account's JSON), or the path of a file holding it (a mounted secret).
 */
function pemFrom(env: NodeJS.ProcessEnv, name: string, problems: string[]): string | null {
  const value = env[name]!.trim();
  if (value.includes('-----BEGIN')) return `${value.replace(/\\n/g, '\n').trim()}\n`;
  try {
    const text = fs.readFileSync(value, 'utf8');
    if (text.includes('-----BEGIN')) return text;
    return off(problems, `${name}: ${value} holds no PEM`);
  } catch {
    return off(problems, `${name} is neither a PEM nor a readable file (${value})`);
  }
}

function certificateFrom(pem: string, name: string, problems: string[]): X509Certificate | null {
  try {
    return new X509Certificate(pem);
  } catch {
    return off(problems, `${name} is not a PEM certificate`);
  }
}

function privateKeyFrom(pem: string, passphrase: string | undefined, name: string, problems: string[]): KeyObject | null {
  let key: KeyObject;
  try {
    key = createPrivateKey({ key: pem, ...(passphrase ? { passphrase } : {}) });
  } catch {
    return off(problems, `${name} is not a PEM private key${passphrase ? ' that WALLET_KEY_PASSPHRASE opens' : ''}`);
  }
  // Both the pass signature (PKCS#7 by node-forge) and Google's RS256 sign with RSA only.
  if (key.asymmetricKeyType !== 'rsa') return off(problems, `${name} is a ${key.asymmetricKeyType} key, not an RSA one`);
  return key;
}

function subjectField(cert: X509Certificate, field: string): string | undefined {
  return cert.subject
    .split('\n')
    .find((line) => line.startsWith(`${field}=`))
    ?.slice(field.length + 1);
}

function off(problems: string[], problem: string): null {
  problems.push(problem);
  return null;
}
