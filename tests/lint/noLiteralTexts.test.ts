import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every text a component shows goes through the i18n provider (issue 36): this check reads each component
 * (`src/**\/*.tsx` but tests and test helpers) and refuses JSX text with letters, and letters in string literals
 * given to the props people read or hear (`label`, `title`, `aria-label`…) unless they are i18n keys
 * (`resources.lines.fields.name`). A literal that is no language (a product name, a code sample) is allowed below,
 * by file and text, with the reason.
 */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  // CSS notation of a colour, the same in every language.
  'resources/framework/field-views/ColourField.tsx': ['#rrggbb'],
};

/** The props whose strings reach the user (react-admin's `label`s are i18n keys, checked the same way). */
const READ_PROPS = new Set([
  'label',
  'title',
  'placeholder',
  'aria-label',
  'aria-description',
  'alt',
  'helperText',
  'emptyText',
  'tooltip',
  'subheader',
  'primary',
  'secondary',
]);

const root = join(import.meta.dirname, '../../src');
const HAS_LETTER = /\p{L}/u;
const I18N_KEY = /^[\w-]+(\.[\w-]+)+$/;

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : componentFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [path] : [];
  });
}

/** The literal user-facing texts of one file, as `line: text`. */
function literalTexts(path: string): string[] {
  const source = ts.createSourceFile(
    path,
    readFileSync(path, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const report = (node: ts.Node, text: string) =>
    found.push(`${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${text}`);
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      const text = node.getText().trim();
      if (HAS_LETTER.test(text)) report(node, text);
    } else if (ts.isJsxAttribute(node) && READ_PROPS.has(node.name.getText())) {
      const value = node.initializer;
      const literal =
        value && ts.isStringLiteral(value)
          ? value
          : value && ts.isJsxExpression(value) && value.expression && ts.isStringLiteralLike(value.expression)
            ? value.expression
            : undefined;
      if (literal && HAS_LETTER.test(literal.text) && !I18N_KEY.test(literal.text))
        report(literal, literal.text);
    } else if (
      ts.isJsxExpression(node) &&
      node.expression &&
      ts.isStringLiteralLike(node.expression) &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)) &&
      HAS_LETTER.test(node.expression.text)
    ) {
      report(node, node.expression.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  const allowed = ALLOWED[relative(root, path)] ?? [];
  return found.filter((entry) => !allowed.some((text) => entry.endsWith(`: ${text}`)));
}

describe('the components', () => {
  it('render no literal user-facing text (every text through the i18n provider)', () => {
    const problems = componentFiles(root).flatMap((path) =>
      literalTexts(path).map((entry) => `src/${relative(root, path)}:${entry}`),
    );
    expect(
      problems,
      `Literal texts: put them in the catalogues (English and Czech) and translate:\n${problems.join('\n')}\n`,
    ).toEqual([]);
  });
});
