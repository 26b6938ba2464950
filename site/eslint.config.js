import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/*
 * The site's layers: imports go one way, config <- content <- components <- app, with lib (pure
 * helpers) beside config, and within components illustrations <- ui and behaviours <- layout
 * and sections. lib, ui and behaviours hold no copy: from content they take its types only, and
 * ui also the interface strings of content/ui-labels.ts (the new-tab notice every external link
 * reads out). Nothing imports an entry.
 */
const layers = [
  // [files, the folders of src they may not import from, why]
  ['src/*.{ts,tsx}', [], 'The entry modules are the roots of separate bundles: none imports another.'],
  ['src/config/**', ['lib', 'content', 'components', 'app'], 'config is the bottom layer: it imports nothing else from src.'],
  ['src/lib/**', ['content', 'components', 'app'], 'lib holds pure helpers and no copy: it may import config only.'],
  ['src/content/**', ['components', 'app'], 'content sits below components: it may import config and lib.'],
  ['src/components/illustrations/**', ['content(?!/types/)', 'ui', 'behaviours', 'layout', 'sections', 'app'], 'Illustrations hold no copy and sit below ui.'],
  ['src/components/ui/**', ['content(?!/types/|/ui-labels)', 'behaviours', 'layout', 'sections', 'app'], 'ui primitives hold no copy (their words come as props or from content/ui-labels.ts), and sit below layout and sections.'],
  ['src/components/behaviours/**', ['content(?!/types/)', 'ui', 'layout', 'sections', 'app'], 'Behaviours render nothing: no copy, no markup, and they sit below layout and sections.'],
  ['src/components/{layout,sections}/**', ['app'], 'components sit below app.'],
  ['src/app/**', [], 'app is the top layer, under the entry modules.'],
  ['src/app/pages/**', ['config', 'lib', 'illustrations', 'ui', 'layout'], 'A page only composes sections (and behaviours), with their content.'],
];
const entries = '(entry-[a-z]+|react-dom-entry|boot)(\\.tsx?)?$';

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', 'node_modules'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.strict],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': ['error', { allow: ['info', 'warn'] }],
    },
  },
  ...layers.map(([files, above, message]) => {
    const regex = `^\\.(.*/)?(${[...above.map((folder) => `${folder}/`), entries].join('|')})`;
    return { files: [files], rules: { 'no-restricted-imports': ['error', { patterns: [{ regex, message }] }] } };
  }),
  { files: ['src/boot.ts'], rules: { 'no-restricted-syntax': ['error', { selector: 'ImportDeclaration', message: 'boot.ts is written inline into each page: it imports nothing.' }] } },
  {
    files: ['scripts/**/*.mjs', 'eslint.config.js'],
    extends: [js.configs.recommended],
    languageOptions: { globals: globals.node },
  },
);
