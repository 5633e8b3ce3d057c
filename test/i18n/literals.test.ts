// Every word a person reads comes from the catalog: a scan of the chat layer (src/discord,
// commands/) and the renderer (src/render) for string literals that read as words (two words,
// or one capitalized word) and are not catalog ids, custom ids, log or error messages, file or
// font names, or compared values. A sentence written in the code fails here, naming file and line.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SCANNED = ['src/discord', 'commands', 'src/render'];

/** Literals that are not words a player reads, by file: each says why. */
const ALLOWED: Record<string, string[]> = {
  // Sample players of the benchmark's self-play games.
  'src/render/samples.ts': ['Ana', 'Dee'],
};

/** Calls whose string arguments are never shown to a player (logs, errors, catalog ids, custom ids, lookups). */
const QUIET_CALLS =
  /^(t|has|number|info|warn|error|debug|trace|fatal|child|log|Error|TypeError|RangeError|encodeCustomId|decodeCustomId|setCustomId|getString|getInteger|getBoolean|getUser|getSubcommand|getSubcommandGroup|startsWith|endsWith|includes|split|replace|join|measureText|font|createCanvas|encode|loadImage|register|registerFromPath|import|require|require\.resolve|named|choice|on|once|emit|fetch|get|set|delete|assert)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.d.ts'))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)));
}

/** Reads as words a person would read: two words of letters, or a capitalized word. */
function readsAsWords(text: string): boolean {
  const plain = text.replace(/\$\{[^}]*\}/g, ' ');
  return /\p{L}{2,}[,.:;!?'’]?\s+\p{L}{2,}/u.test(plain) || /^\s*\p{Lu}\p{Ll}{2,}\s*[.!?:]?\s*$/u.test(plain);
}

function calleeName(call: ts.CallExpression | ts.NewExpression): string {
  const e = call.expression;
  if (ts.isIdentifier(e)) return e.text;
  if (ts.isPropertyAccessExpression(e)) return e.name.text;
  return '';
}

/** Whether a literal sits where no player reads it. */
function quiet(node: ts.Node): boolean {
  for (let child = node, parent = node.parent; parent; child = parent, parent = parent.parent) {
    if (
      ts.isImportDeclaration(parent) ||
      ts.isExportDeclaration(parent) ||
      ts.isImportTypeNode(parent) ||
      ts.isLiteralTypeNode(parent)
    )
      return true;
    if (
      (ts.isCallExpression(parent) || ts.isNewExpression(parent)) &&
      child !== parent.expression &&
      QUIET_CALLS.test(calleeName(parent))
    )
      return true;
    if (ts.isThrowStatement(parent)) return true;
    if (ts.isBinaryExpression(parent) && /^(===|!==|==|!=|in)$/.test(parent.operatorToken.getText())) return true;
    if (ts.isCaseClause(parent) || ts.isElementAccessExpression(parent)) return true;
    if (ts.isPropertyAssignment(parent) && parent.name === child) return true;
    // An app result's detail (for logs and tests, the words come from its error code), font and file names.
    if (
      ts.isPropertyAssignment(parent) &&
      child === parent.initializer &&
      /^(detail|family|file|fileName|customId|custom_id)$/.test(parent.name.getText())
    )
      return true;
    // A statement or a function body ends the search: what holds the literal is known by then.
    if (ts.isStatement(parent) || ts.isFunctionLike(parent)) return false;
  }
  return false;
}

function scan(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    let value: string | null = null;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) value = node.text;
    else if (ts.isTemplateExpression(node))
      value = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join('${}');
    if (value !== null && readsAsWords(value) && !quiet(node) && !(ALLOWED[file] ?? []).includes(value)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${file}:${line + 1}: ${JSON.stringify(value)}`);
    }
    if (!ts.isTemplateExpression(node)) ts.forEachChild(node, visit);
    else for (const span of node.templateSpans) visit(span.expression);
  };
  visit(source);
  return found;
}

describe('words in the code', () => {
  it.each(SCANNED)('%s has no user-visible string literal outside the catalog', (dir) => {
    expect(filesUnder(dir).flatMap(scan)).toEqual([]);
  });

  it('the scan finds a sentence written in the code', () => {
    const file = 'test-fixture.ts';
    const source = `const a = reply('Game over'); const b = w.t('game-over'); log.info({}, 'Game over here'); const c = \`\${n} tiles left\`; if (x === 'Some Value') {}`;
    const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
    const hits: string[] = [];
    const visit = (node: ts.Node) => {
      if (
        (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) &&
        !quiet(node)
      ) {
        const value = ts.isTemplateExpression(node)
          ? [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join('${}')
          : node.text;
        if (readsAsWords(value)) hits.push(value);
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
    expect(hits).toEqual(['Game over', '${} tiles left']);
  });
});
