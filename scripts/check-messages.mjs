// `npm run lint`: the message catalogs and the code agree (docs/i18n.md). Fails on a message the
// code asks for that sr-Latn lacks, on a key of sr-Latn nothing asks for, and on a locale whose
// keys differ from sr-Latn's.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const catalogs = path.join(root, 'contracts/src/i18n/catalogs');
const read = (locale) => JSON.parse(fs.readFileSync(path.join(catalogs, `${locale}.json`), 'utf8'));
const source = read('sr-Latn');
const keys = new Set(Object.keys(source));
const problems = [];

for (const locale of ['sr-Cyrl', 'en']) {
  const other = Object.keys(read(locale));
  for (const key of keys) if (!other.includes(key)) problems.push(`${locale}.json lacks '${key}'`);
  for (const key of other) if (!keys.has(key)) problems.push(`${locale}.json has '${key}', which sr-Latn.json does not`);
}

function* sourceFiles(folder) {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist' && full !== catalogs) yield* sourceFiles(full);
    } else if (/\.(ts|tsx)$/.test(entry.name)) yield full;
  }
}

const asked = new Map();
const mentioned = new Set();
for (const folder of ['backend/src', 'frontend/src', 'contracts/src']) {
  for (const file of sourceFiles(path.join(root, folder))) {
    const text = fs.readFileSync(file, 'utf8');
    for (const [, id] of text.matchAll(/\bt\(\s*'([^']+)'/g)) asked.set(id, path.relative(root, file));
    // A JSX attribute quotes its message id in double quotes (`pickMessage="refunds.pickVenue"`).
    for (const [, , quoted] of text.matchAll(/(['"])([a-z][\w.-]*)\1/gi)) if (keys.has(quoted)) mentioned.add(quoted);
  }
}
for (const [id, file] of asked) if (!keys.has(id)) problems.push(`${file} asks for '${id}', which sr-Latn.json lacks`);
for (const key of keys) if (!mentioned.has(key)) problems.push(`'${key}' of sr-Latn.json is used nowhere`);

if (problems.length) {
  console.error(`Message catalogs and code disagree:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
