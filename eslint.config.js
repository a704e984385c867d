import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['build/', 'node_modules/', 'data/', '.react-router/', 'server/db/migrations/', '.tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['error', 'warn', 'log'] }],
    },
  },
  {
    // The borders of decision 0021: pages and components reach the server only through /api and the
    // loader context; schemas (zod) reach the browser only as types.
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/load-context.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router', importNames: ['Link'], message: "Use Link from app/components/app-link: the same link, rendered on the server without React Router's hooks (decision 0019)." },
            { name: 'zod', allowTypeImports: true, message: 'zod stays out of the browser bundle: import its types only (decision 0021).' },
          ],
          patterns: [
            { regex: '^\\.{1,2}/(.*/)?server(/|$)', message: 'app/ never imports server/: shared rules and shapes live in common/ (decision 0021). Only app/load-context.ts names the loader context.' },
            {
              regex: '(^|/)common/(api/(contract|envelope|endpoints|id-schema|pagination|list-filters)|[a-z-]+/schemas)$',
              allowTypeImports: true,
              message: 'Schemas are zod: the browser imports their types only, options and limits come from common/<domain>/options (decision 0021).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['app/components/app-link.tsx'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    // common/ is pure: no Node, no database, no server package, nothing of either door.
    files: ['common/**/*.ts'],
    ignores: ['common/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^node:', message: 'common/ runs in the browser too: no Node modules (decision 0021).' },
            { regex: '^\\.{1,2}/(.*/)?(server|app)(/|$)', message: 'common/ is the contract between app/ and server/ and imports neither (decision 0021).' },
            {
              regex: '^(fastify|@fastify/|drizzle-orm|pg$|@electric-sql/|ioredis|argon2|sanitize-html|nodemailer|@node-rs/|react-router|react$|react-dom|antd)',
              message: 'common/ holds pure rules and schemas: no server or UI package (decision 0021).',
            },
          ],
        },
      ],
    },
  },
);
