// The console's texts all come from its catalogs (web/src/i18n): these rules fail `npm test`
// when a screen renders a literal string instead. Only the console is linted; the API's texts
// are the spec's and reach the console through the catalog's known texts.
import formatjs from 'eslint-plugin-formatjs';
import tseslint from 'typescript-eslint';

// Cloudscape props that carry text a user reads or a screen reader announces.
const TEXT_PROPS =
  '{label,header,description,placeholder,title,text,ariaLabel,ariaDescription,constraintText,errorText,warningText,' +
  'info,empty,loadingText,finishedText,errorIconAriaLabel,statusIconAriaLabel,dismissAriaLabel,filteringPlaceholder,' +
  'filteringAriaLabel,filteringClearAriaLabel,searchPlaceholder,content,children,secondaryText,tagText,i18nStrings}';

// Keys of data objects (column definitions, menu entries, tabs, options) whose values are shown.
const TEXT_KEYS = ['label', 'header', 'description', 'placeholder', 'title', 'text', 'ariaLabel', 'content', 'tagText', 'errorText'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**'] },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.test.{ts,tsx}', 'web/src/i18n/catalogs/**'],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': ['error', { props: { include: [['*', TEXT_PROPS]] } }],
      'formatjs/no-literal-string-in-object': ['error', { include: TEXT_KEYS }],
    },
  },
);
