// Lints an OpenAPI document (read from stdin) with Redocly's recommended rules, as
// `npx @redocly/cli lint` does, offline, and prints the problems as JSON lines. A separate
// process: @redocly/openapi-core is an ES module, which jest's CommonJS runtime cannot load.
import { createConfig, lintFromString } from '@redocly/openapi-core';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const config = await createConfig({ extends: ['recommended'] });
const problems = await lintFromString({ source: Buffer.concat(chunks).toString('utf8'), absoluteRef: 'openapi.json', config });
for (const problem of problems) {
  process.stdout.write(`${JSON.stringify({ severity: problem.severity, rule: problem.ruleId, message: problem.message, at: problem.location?.[0]?.pointer })}\n`);
}
