import fs from 'node:fs';
import type { Page } from 'playwright-core';
import type { AxeResults, NodeResult } from 'axe-core';

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core'), 'utf8');

/** axe-core's colour-contrast check data, to print what the colours are and what they should reach. */
interface ContrastData {
  fgColor?: string;
  bgColor?: string;
  contrastRatio?: number;
  expectedContrastRatio?: string;
}

function describeNode(node: NodeResult): string {
  const contrast = node.any.find((check) => check.id === 'color-contrast')?.data as ContrastData | undefined;
  const colours = contrast?.contrastRatio ? ` ${contrast.fgColor} on ${contrast.bgColor} = ${contrast.contrastRatio}:1 (needs ${contrast.expectedContrastRatio})` : '';
  return `${node.target.join(' ')}${colours}`;
}

/**
 * Runs axe-core (the published rules, WCAG 2 A/AA and best practices) on the page as it is now, and
 * answers one line per element of every serious or critical violation: rule, target and, for
 * contrast, the colours and their ratio.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated rather than added as a <script>: the app's Content-Security-Policy refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id} (${violation.impact}) ${describeNode(node)}`));
}
