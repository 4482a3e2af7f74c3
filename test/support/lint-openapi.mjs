// Lints an OpenAPI document (read from stdin) with Redocly's recommended rules, as
// `npx @redocly/cli lint` does, offline, and prints the problems as JSON lines. A separate
// process: @redocly/openapi-core is an ES module, which jest's CommonJS runtime cannot load.
import { createConfig, lintFromString } from '@redocly/openapi-core';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const config = await createConfig({ extends: ['recommended'] });
const problems = await lintFromString({ source: Buffer.concat(chunks).toString('utf8'), absoluteRef: 'openapi.json', config });
// The floor plan's, the terms', the bank statements', the guest lists', the commission rules' and the refunds' paths are fixed by their
// contracts (issues 21, 23, 37 and 38), and the deposits' list and the fiscal export stand beside them: /api/club/{clubId}/<that> reads as ambiguous beside
// /api/club/sliders/{clubId}, though no venue id is ever 'sliders' (ids are UUIDs) and Express tries
// the older literal route first. Only those pairs are let through.
const KNOWN_AMBIGUITY =
  /^Paths should resolve unambiguously\. Found two ambiguous paths: `\/api\/club\/sliders\/\{clubId\}` and `\/api\/club\/\{clubId\}\/(floor|terms|deposits|bank-statements|guest-lists|commission-rules|refunds|fiscal-export)`\.$/;
for (const problem of problems) {
  if (problem.ruleId === 'no-ambiguous-paths' && KNOWN_AMBIGUITY.test(problem.message)) continue;
  process.stdout.write(`${JSON.stringify({ severity: problem.severity, rule: problem.ruleId, message: problem.message, at: problem.location?.[0]?.pointer })}\n`);
}
