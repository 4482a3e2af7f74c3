// A git merge driver for the message catalogs (.gitattributes): two branches that each add their own
// messages merge as the union of both, whatever lines they were added beside. The same key changed
// to two different texts is a real conflict: it exits 1 and git leaves the file to be resolved.
// Set up once per checkout: git config merge.catalog.driver 'node scripts/merge-catalog.mjs %O %A %B'
import fs from 'node:fs';

const [basePath, oursPath, theirsPath] = process.argv.slice(2);
const read = (file) => {
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : '';
  return text ? JSON.parse(text) : {};
};
const base = read(basePath);
const ours = read(oursPath);
const theirs = read(theirsPath);
const merged = { ...ours };
const conflicts = [];

for (const [key, text] of Object.entries(theirs)) {
  if (base[key] === text) continue;
  if (key in ours && ours[key] !== base[key] && ours[key] !== text) conflicts.push(key);
  else merged[key] = text;
}
for (const key of Object.keys(base)) {
  if (!(key in theirs) && ours[key] === base[key]) delete merged[key];
}

if (conflicts.length) {
  console.error(`Both sides changed these messages differently: ${conflicts.join(', ')}`);
  process.exit(1);
}
fs.writeFileSync(oursPath, `${JSON.stringify(merged, null, 2)}\n`);
