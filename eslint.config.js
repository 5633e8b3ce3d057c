// ESLint (flat config): the recommended rules of ESLint and typescript-eslint, without the ones
// Prettier owns (formatting). `npm run lint` runs it with `prettier --check`.
import js from '@eslint/js';
import stylistic from '@stylistic/eslint-plugin';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'data/', 'coverage/', 'src/generated/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/playground/web/**', 'src/activity/client/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Tests may reach into loosely typed JSON (Discord payloads, records) without naming every shape.
    files: ['test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  prettier,
  {
    // After eslint-config-prettier, which turns this rule off: Prettier wraps code at 120 columns but
    // leaves comments as they were written, so this keeps comments (and the rare line Prettier cannot
    // break) within the same 120. Strings, template literals, URLs and regular expressions are left
    // long: cutting a message or a URL to fit would make it harder to read or to search for.
    plugins: { '@stylistic': stylistic },
    rules: {
      '@stylistic/max-len': [
        'error',
        {
          code: 120,
          tabWidth: 2,
          ignoreUrls: true,
          ignoreStrings: true,
          ignoreTemplateLiterals: true,
          ignoreRegExpLiterals: true,
        },
      ],
    },
  },
);
