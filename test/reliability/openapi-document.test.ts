import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { startTestApp, type TestApp } from '../support/app';

const LINTER = path.join(__dirname, '..', 'support', 'lint-openapi.mjs');

interface Problem {
  severity: 'error' | 'warn';
  rule: string;
  message: string;
  at?: string;
}

/** The OpenAPI document at /api/docs/openapi.json passes Redocly's recommended lint without errors. */
describe('The OpenAPI document', () => {
  let app: TestApp;
  let document: string;

  beforeAll(async () => {
    app = await startTestApp();
    document = await (await fetch(`${app.baseUrl}/api/docs/openapi.json`)).text();
  });
  afterAll(() => app?.stop());

  it('lints without errors (npx @redocly/cli lint, recommended rules)', () => {
    const output = execFileSync(process.execPath, [LINTER], { input: document, encoding: 'utf8', timeout: 60_000 });
    const problems: Problem[] = output.split('\n').filter(Boolean).map((line) => JSON.parse(line));
    expect(problems.filter((problem) => problem.severity === 'error')).toEqual([]);
  });

  it('names a server, and every secured operation uses a defined security scheme', () => {
    const spec = JSON.parse(document);
    expect(spec.servers).toEqual([expect.objectContaining({ url: expect.any(String) })]);
    const schemes = Object.keys(spec.components?.securitySchemes ?? {});
    const used = new Set<string>();
    for (const operations of Object.values<Record<string, { security?: Record<string, unknown>[] }>>(spec.paths)) {
      for (const operation of Object.values(operations)) for (const requirement of operation.security ?? []) Object.keys(requirement).forEach((name) => used.add(name));
    }
    expect(used.size).toBeGreaterThan(0);
    expect([...used].filter((name) => !schemes.includes(name))).toEqual([]);
  });
});
