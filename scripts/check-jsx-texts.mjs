// `npm run lint`: no text written straight into JSX in frontend/src (docs/i18n.md). Every word a
// screen shows is a message; what may stay a literal is what has no letter in it (·, —, 3, :).
// Reads each .tsx file with the TypeScript compiler and reports a text child with a letter, a
// string (or template) with a letter given as a child, and a text-like attribute (placeholder,
// title, aria-label, label, …) written as a string with a letter, also as a column's heading or
// an option's label inside a prop.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HAS_WORD = /\p{L}/u;
/** Attributes a person reads (or hears); any other string attribute is a name for code (className, type, to). */
const TEXT_ATTRIBUTE =
  /^(placeholder|title|alt|label|aria-label|aria-description|aria-roledescription|aria-valuetext|\w+(Label|Text|Title|Message|Hint|Placeholder))$|^(heading|subtitle|description|intro|hint|caption|message|unavailable|subject|legend|eyebrow|tooltip)$/;

function* tsxFiles(folder) {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* tsxFiles(full);
    else if (entry.name.endsWith('.tsx')) yield full;
  }
}

/** The string expressions a child `{…}` may render: the expression itself or a branch of ?:, && and ??. */
function renderedStrings(expression) {
  if (!expression) return [];
  if (ts.isParenthesizedExpression(expression)) return renderedStrings(expression.expression);
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return [expression];
  if (ts.isTemplateExpression(expression)) return [expression];
  if (ts.isConditionalExpression(expression)) return [...renderedStrings(expression.whenTrue), ...renderedStrings(expression.whenFalse)];
  if (ts.isBinaryExpression(expression)) {
    const operator = expression.operatorToken.kind;
    if (operator === ts.SyntaxKind.AmpersandAmpersandToken) return renderedStrings(expression.right);
    if (operator === ts.SyntaxKind.BarBarToken || operator === ts.SyntaxKind.QuestionQuestionToken)
      return [...renderedStrings(expression.left), ...renderedStrings(expression.right)];
  }
  return [];
}

function insideJsxAttribute(node) {
  for (let at = node.parent; at; at = at.parent) {
    if (ts.isJsxAttribute(at)) return true;
    if (ts.isFunctionLike(at)) return false;
  }
  return false;
}

function literalText(node) {
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('');
  return node.text;
}

const problems = [];
for (const file of tsxFiles(path.join(root, 'frontend/src'))) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const report = (node, text) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    problems.push(`${path.relative(root, file)}:${line + 1}: '${text.trim().replace(/\s+/g, ' ')}'`);
  };
  const visit = (node) => {
    if (ts.isJsxText(node) && HAS_WORD.test(node.text)) report(node, node.text);
    if (ts.isJsxExpression(node) && node.parent && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      for (const literal of renderedStrings(node.expression)) if (HAS_WORD.test(literalText(literal))) report(literal, literalText(literal));
    }
    if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTE.test(node.name.getText(source)) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? renderedStrings(node.initializer.expression) : [node.initializer];
      for (const literal of value) if ((ts.isStringLiteral(literal) || ts.isTemplateLiteral(literal)) && HAS_WORD.test(literalText(literal))) report(literal, literalText(literal));
    }
    // A table's column headings, and an option's or a column's label written inside a prop: { label: 'Cena' }.
    if (ts.isJsxAttribute(node) && node.name.getText(source) === 'columns' && node.initializer && ts.isJsxExpression(node.initializer)) {
      const list = node.initializer.expression;
      if (list && ts.isArrayLiteralExpression(list))
        for (const element of list.elements) for (const literal of renderedStrings(element)) if (HAS_WORD.test(literalText(literal))) report(literal, literalText(literal));
    }
    if (ts.isPropertyAssignment(node) && TEXT_ATTRIBUTE.test(node.name.getText(source)) && insideJsxAttribute(node)) {
      for (const literal of renderedStrings(node.initializer)) if (HAS_WORD.test(literalText(literal))) report(literal, literalText(literal));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

if (problems.length) {
  console.error(`Text written straight into JSX (make it a message, docs/i18n.md):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
