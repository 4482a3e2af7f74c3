// Derives the sr-Cyrl catalog from the sr-Latn one by Serbian transliteration (src/i18n/transliterate.ts),
// after tsc: writes it beside its source (committed, so every entry point finds it) and into dist.
// `--check` only tells whether the committed one is current (exit 1 when not).
const fs = require('node:fs');
const path = require('node:path');
const { toCyrillicCatalog } = require('../dist/i18n/transliterate.js');

const catalogs = path.join(__dirname, '..', 'src', 'i18n', 'catalogs');
const latin = JSON.parse(fs.readFileSync(path.join(catalogs, 'sr-Latn.json'), 'utf8'));
const derived = `${JSON.stringify(toCyrillicCatalog(latin), null, 2)}\n`;
const target = path.join(catalogs, 'sr-Cyrl.json');

if (process.argv.includes('--check')) {
  const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
  if (current !== derived) {
    console.error('contracts/src/i18n/catalogs/sr-Cyrl.json is not derived from sr-Latn.json: run `npm run build -w contracts`.');
    process.exit(1);
  }
} else {
  fs.writeFileSync(target, derived);
  fs.mkdirSync(path.join(__dirname, '..', 'dist', 'i18n', 'catalogs'), { recursive: true });
  fs.writeFileSync(path.join(__dirname, '..', 'dist', 'i18n', 'catalogs', 'sr-Cyrl.json'), derived);
}
