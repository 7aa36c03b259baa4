/**
 * @jest-environment node
 */
// No import cycle at run time (issue 22 item 3): every file the product runs (engine/, server/,
// pages/, protocol/) is read with TypeScript's own parser, its imports that survive compilation
// followed (a type-only import leaves nothing behind), and the graph searched for strongly connected
// parts. A cycle makes load order decide what a module sees, so it fails here by name.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(__dirname, '..', '..', '..');
const FOLDERS = ['engine', 'server', 'pages', 'protocol'];
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Whether an import or export declaration leaves a run-time import once compiled. */
function atRunTime(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    if (!clause) return true;
    if (clause.isTypeOnly) return false;
    const bindings = clause.namedBindings;
    if (clause.name || !bindings || ts.isNamespaceImport(bindings)) return true;
    return bindings.elements.length === 0 || bindings.elements.some((element) => !element.isTypeOnly);
  }
  if (node.isTypeOnly) return false;
  const clause = node.exportClause;
  return !clause || !ts.isNamedExports(clause) || clause.elements.some((element) => !element.isTypeOnly);
}

/** The project files a file imports at run time, static or dynamic. */
function importsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const specifiers: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier)
      if (ts.isStringLiteral(node.moduleSpecifier) && atRunTime(node))
        specifiers.push(node.moduleSpecifier.text);
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      specifiers.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers
    .filter((specifier) => specifier.startsWith('.'))
    .flatMap((specifier) => {
      const base = resolve(dirname(file), specifier);
      const found = ['', ...EXTENSIONS].map((ending) => base + ending).find((path) => isFile(path));
      return found && /\.tsx?$/.test(found) ? [found] : [];
    });
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The strongly connected parts of more than one file, or of one importing itself (Tarjan). */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const connect = (file: string): void => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        connect(target);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file) ?? 0, index.get(target) ?? 0));
    }
    if (low.get(file) !== index.get(file)) return;
    const part: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      part.push(member);
    } while (member !== file);
    if (part.length > 1 || (graph.get(file) ?? []).includes(file)) found.push(part);
  };
  for (const file of graph.keys()) if (!index.has(file)) connect(file);
  return found;
}

describe('the product’s run-time imports', () => {
  it('form no cycle', () => {
    const files = FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder)));
    const graph = new Map(files.map((file) => [file, importsOf(file)]));
    const named = cycles(graph).map((part) => part.map((file) => relative(ROOT, file)).sort());
    expect(named).toEqual([]);
  });
});
