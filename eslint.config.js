// ESLint guards the frontend's dependency direction: shared code → features → app.
// TypeScript itself (types, unused code) is checked by `tsc` in `npm run lint`.
const tsParser = require('@typescript-eslint/parser');

const FEATURES = 'frontend/src/features';
const SHARED = ['api', 'components', 'lib', 'state'].map((folder) => `frontend/src/${folder}/**/*.{ts,tsx}`);

/**
 * A relative import that climbs exactly out of its own feature folder, and no further, lands in a
 * sibling feature: `../venues/api` from `features/users/api.ts`, `../../venues/api` from
 * `features/users/pages/…`. Climbing one level more reaches shared code (`../../../components/…`).
 */
function siblingFeatureImport(depthInsideFeature) {
  return `^(\\.\\./){${depthInsideFeature + 1}}(?!\\.\\./)`;
}

const BETWEEN_FEATURES =
  'Features do not import each other. Move what both need to components/, lib/ or api/shared-lookups.ts, ' +
  'or build the combined page in app/routes/ (docs/architecture.md, Frontend).';

function featureDepth(depth) {
  const folders = Array.from({ length: depth }, () => '*').join('/');
  return {
    files: [`${FEATURES}/*/${folders ? `${folders}/` : ''}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: siblingFeatureImport(depth), message: BETWEEN_FEATURES },
            { regex: '(^|/)features/', message: BETWEEN_FEATURES },
          ],
        },
      ],
    },
  };
}

module.exports = [
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**'] },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    languageOptions: {
      parser: tsParser,
      parserOptions: { ecmaVersion: 'latest', sourceType: 'module', ecmaFeatures: { jsx: true } },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  // A file directly in the feature folder (api.ts), one folder down (pages/…), two folders down.
  featureDepth(0),
  featureDepth(1),
  featureDepth(2),
  featureDepth(3),
  {
    files: SHARED,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(features|app)/',
              message: 'Shared code (api, components, lib, state) is used by features and the app and never imports them.',
            },
          ],
        },
      ],
    },
  },
];
