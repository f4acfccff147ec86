/**
 * The server's modules as their source files import each other, read with TypeScript's parser (no type check):
 * which module imports which (type-only imports too), what each index.ts exports and who imports it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const repository = path.resolve(import.meta.dirname, '../../..');
const modulesFolder = path.join(repository, 'apps/server/src/modules');

/** Every TypeScript file under the folders (relative to the repository), but dependencies'. */
function sourceFiles(...folders: string[]): string[] {
  return folders.flatMap((folder) =>
    readdirSync(path.join(repository, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.includes('node_modules'))
      .map((file) => path.join(repository, folder, file)),
  );
}

interface ImportOf {
  /** The file imported, resolved (relative specifiers only). */
  target: string;
  /** The names imported or re-exported from it (`*` for a namespace or `export *`). */
  names: string[];
}

/** The relative imports and re-exports of a file. */
function importsOf(file: string): ImportOf[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found: ImportOf[] = [];
  for (const statement of source.statements) {
    const isImport = ts.isImportDeclaration(statement);
    if (!isImport && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue;
    const target = path.resolve(path.dirname(file), specifier.text);
    const names: string[] = [];
    if (isImport) {
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) names.push((element.propertyName ?? element.name).text);
      } else if (bindings) names.push('*');
    } else {
      const clause = statement.exportClause;
      if (clause && ts.isNamedExports(clause)) {
        for (const element of clause.elements) names.push((element.propertyName ?? element.name).text);
      } else names.push('*');
    }
    found.push({ target, names });
  }
  return found;
}

/** The module a file belongs to, or null outside apps/server/src/modules. */
function moduleOf(file: string): string | null {
  const relative = path.relative(modulesFolder, file);
  return relative.startsWith('..') ? null : relative.split(path.sep)[0]!;
}

/** Which modules each module imports, counting type-only imports. */
export function moduleDependencies(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles('apps/server/src/modules')) {
    const from = moduleOf(file)!;
    if (!graph.has(from)) graph.set(from, new Set());
    for (const { target } of importsOf(file)) {
      const to = moduleOf(target);
      if (to && to !== from) graph.get(from)!.add(to);
    }
  }
  return graph;
}

/** The cycles of a graph, each as the path that closes it (one per strongly connected part is enough). */
export function cyclesOf(graph: Map<string, Set<string>>): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const visit = (node: string, trail: string[]) => {
    const at = trail.indexOf(node);
    if (at >= 0) return void cycles.push([...trail.slice(at), node]);
    if (done.has(node)) return;
    for (const next of graph.get(node) ?? []) visit(next, [...trail, node]);
    done.add(node);
  };
  for (const node of graph.keys()) visit(node, []);
  return cycles;
}

/** Each module's index.ts: the names it exports, and whether it holds anything but re-exports. */
export function moduleDoors(): { module: string; exported: string[]; onlyReExports: boolean }[] {
  return sourceFiles('apps/server/src/modules')
    .filter((file) => path.basename(file) === 'index.ts' && path.dirname(file) !== modulesFolder)
    .map((file) => {
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
      const onlyReExports = source.statements.every(
        (statement) => ts.isExportDeclaration(statement) && statement.moduleSpecifier !== undefined,
      );
      const exported = importsOf(file).flatMap(({ names }) => names);
      return { module: moduleOf(file)!, exported, onlyReExports };
    });
}

/** The names of each module's index.ts that files outside the module import (the server, its tests, the CLIs). */
export function namesUsedFromDoors(): Map<string, Set<string>> {
  const used = new Map<string, Set<string>>();
  for (const file of sourceFiles('apps/server/src', 'apps/server/test', 'scripts', 'bench/src')) {
    for (const { target, names } of importsOf(file)) {
      const module = moduleOf(target);
      if (!module || path.basename(target) !== 'index.ts' || moduleOf(file) === module) continue;
      if (!used.has(module)) used.set(module, new Set());
      for (const name of names) used.get(module)!.add(name);
    }
  }
  return used;
}
