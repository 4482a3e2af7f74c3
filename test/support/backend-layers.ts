import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(__dirname, '../..');

/**
 * `BACKEND_LAYERS` as eslint.config.js writes it, lowest layer first. The config exports only
 * ESLint's array, so the literal is read from the file (an array of arrays of quoted names).
 */
export function backendLayers(): string[][] {
  const config = readFileSync(resolve(root, 'eslint.config.js'), 'utf8');
  const literal = /const BACKEND_LAYERS = (\[[\s\S]*?\]);\n/.exec(config)?.[1];
  if (!literal) throw new Error('eslint.config.js no longer declares `const BACKEND_LAYERS = [...];`');
  return JSON.parse(literal.replace(/'/g, '"').replace(/,(\s*\])/g, '$1')) as string[][];
}

/** The layers of docs/architecture.md's table (the one whose head starts `| layer | modules |`): the backticked names of each row's second column, lowest first. */
export function documentedLayers(): string[][] {
  const page = readFileSync(resolve(root, 'docs/architecture.md'), 'utf8').split('\n');
  const header = page.findIndex((line) => line.startsWith('| layer | modules |'));
  if (header < 0) throw new Error('docs/architecture.md has no table headed `| layer | modules |`');
  const rows = page.slice(header + 2);
  return rows
    .slice(
      0,
      rows.findIndex((line) => !line.startsWith('|')),
    )
    .map((row) => [...row.split('|')[2].matchAll(/`([a-z-]+)`/g)].map(([, name]) => name));
}
