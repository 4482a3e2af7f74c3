// `npm run lint`: no text written straight into an API answer in backend/src (docs/i18n.md). What the
// API answers a person reads (a refusal, a route's own message, a plain-text page) is a catalog
// message, named where it is made (`'refusal.menu.taken'`, `said(…)`) and worded in the request's
// language when it is answered. Reads each .ts file with the TypeScript compiler and reports a
// string (or template) with a word in it, not a message id, given as:
// - the message of a refusal: badRequest/notFound/conflict/forbidden(…), new DomainError(status, …),
//   new SerbianHttpException(…) or any new …Exception(…);
// - a `message:` of an object a route returns or sends (res.json, res.send);
// - what a route words itself: inRequestLanguage(…), say(…);
// - a body sent as it is: res.send(…) / res.end(…).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HAS_WORD = /\p{L}{2,}/u;
/** A message named by its id, with its values or without (contracts/src/i18n/said.ts). */
const MESSAGE_ID = /^[a-z][\w-]*(\.[\w-]+)+$/;
const REFUSALS = new Set(['badRequest', 'notFound', 'conflict', 'forbidden', 'inRequestLanguage', 'say']);
const SENT = new Set(['send', 'end']);

function* sourceFiles(folder) {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'demo') yield* sourceFiles(full);
    } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') && !entry.name.endsWith('.d.ts')) yield full;
  }
}

/** The string expressions `expression` may be: itself, or a branch of ?:, || and ??. */
function strings(expression) {
  if (!expression) return [];
  if (ts.isParenthesizedExpression(expression)) return strings(expression.expression);
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression) || ts.isTemplateExpression(expression)) return [expression];
  if (ts.isConditionalExpression(expression)) return [...strings(expression.whenTrue), ...strings(expression.whenFalse)];
  if (ts.isBinaryExpression(expression)) {
    const operator = expression.operatorToken.kind;
    if (operator === ts.SyntaxKind.BarBarToken || operator === ts.SyntaxKind.QuestionQuestionToken) return [...strings(expression.left), ...strings(expression.right)];
    if (operator === ts.SyntaxKind.PlusToken) return [...strings(expression.left), ...strings(expression.right)];
  }
  return [];
}

const literalText = (node) => (ts.isTemplateExpression(node) ? [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ') : node.text);
/** What a reader reads of a literal: without HTML tags and the product's name (a name, not a message). */
const readText = (text) => text.replace(/<[^>]*>/g, ' ').replace(/\bIzlazak\b/g, ' ');
const isText = (node) => {
  const text = readText(literalText(node));
  return HAS_WORD.test(text) && !(ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? MESSAGE_ID.test(text) : false);
};

const calleeName = (call) => {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return '';
};

/** The object literal a `message:` is in is what a route answers: returned, or given to res.json / res.send. */
function answered(property) {
  const object = property.parent;
  if (!ts.isObjectLiteralExpression(object)) return false;
  let at = object.parent;
  while (at && (ts.isParenthesizedExpression(at) || ts.isAsExpression(at) || ts.isSatisfiesExpression?.(at))) at = at.parent;
  if (!at) return false;
  if (ts.isReturnStatement(at) || ts.isArrowFunction(at)) return true;
  return ts.isCallExpression(at) && ts.isPropertyAccessExpression(at.expression) && ['json', 'send'].includes(at.expression.name.text);
}

const problems = [];
for (const file of sourceFiles(path.join(root, 'backend/src'))) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const report = (node) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    problems.push(`${path.relative(root, file)}:${line + 1}: ${node.getText(source).replace(/\s+/g, ' ').slice(0, 100)}`);
  };
  // A text kept in a constant of the file (const INACTIVE = 'Vaš nalog nije aktivan') is reported where it is written.
  const constants = new Map();
  for (const statement of source.statements)
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name) && declaration.initializer) constants.set(declaration.name.text, declaration.initializer);
  const check = (expression) => {
    const value = expression && ts.isIdentifier(expression) && constants.has(expression.text) ? constants.get(expression.text) : expression;
    for (const literal of strings(value)) if (isText(literal)) report(literal);
  };
  const visit = (node) => {
    if (ts.isCallExpression(node)) {
      const name = calleeName(node);
      if (REFUSALS.has(name)) check(node.arguments[0]);
      if (SENT.has(name) && ts.isPropertyAccessExpression(node.expression)) check(node.arguments[0]);
    }
    if (ts.isNewExpression(node)) {
      const name = node.expression.getText(source);
      if (name === 'DomainError') check(node.arguments?.[1]);
      else if (name.endsWith('Exception')) check(node.arguments?.[0]);
    }
    if (ts.isPropertyAssignment(node) && node.name.getText(source) === 'message' && answered(node)) check(node.initializer);
    ts.forEachChild(node, visit);
  };
  visit(source);
}

if (problems.length) {
  console.error(`Text written straight into an API answer (make it a message, docs/i18n.md):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
