/**
 * Import cycles in src/ and mock-api/, type imports included (lint's import-x/no-cycle skips
 * `import type`, and madge is not a dependency): `npm run lint:cycles` prints those of src/ and fails when
 * there is one (`node --import tsx tests/support/import-cycles.ts` checks src/ and mock-api/); tests/unit/import-cycles.test.ts holds the same in `npm test`. A dynamic `import()`
 * is an edge too: a lazy chunk that leads back to its importer still ties their module order.
 */
import { readdirSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import ts from 'typescript'

const root = resolve(import.meta.dirname, '../..')

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
}

/** Every module specifier a file names: imports, re-exports, `import()` and `import('x').T` types. */
function specifiersOf(file: ts.SourceFile): string[] {
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text)
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments
      if (argument && ts.isStringLiteral(argument)) found.push(argument.text)
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push(node.argument.literal.text)
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

/** The project's import graph over `folders`: file -> files it imports (only files inside `folders`). */
export function importGraph(folders: readonly string[] = ['src', 'mock-api']): Map<string, string[]> {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  )
  const options = config?.options ?? {}
  const files = folders.flatMap(sourceFiles)
  const inside = new Set(files)
  const graph = new Map<string, string[]>()
  for (const path of files) {
    const source = ts.createSourceFile(path, ts.sys.readFile(path) ?? '', ts.ScriptTarget.Latest, false)
    const targets = specifiersOf(source)
      .map((specifier) => ts.resolveModuleName(specifier, path, options, ts.sys).resolvedModule?.resolvedFileName)
      .filter((target): target is string => target !== undefined && inside.has(target))
    graph.set(path, [...new Set(targets)])
  }
  return graph
}

/** The cycles of a graph (strongly connected components of more than one file, or a file importing itself). */
export function findCycles(graph: Map<string, string[]>): string[][] {
  // Tarjan's algorithm, iterative enough for a few hundred files.
  let index = 0
  const indexes = new Map<string, number>()
  const lows = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: string[][] = []
  const connect = (node: string) => {
    indexes.set(node, index)
    lows.set(node, index)
    index++
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!indexes.has(next)) {
        connect(next)
        lows.set(node, Math.min(lows.get(node) ?? 0, lows.get(next) ?? 0))
      } else if (onStack.has(next)) {
        lows.set(node, Math.min(lows.get(node) ?? 0, indexes.get(next) ?? 0))
      }
    }
    if (lows.get(node) === indexes.get(node)) {
      const component: string[] = []
      let member: string | undefined
      do {
        member = stack.pop()
        if (member === undefined) break
        onStack.delete(member)
        component.push(member)
      } while (member !== node)
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.map((file) => relative(root, file)).sort())
    }
  }
  for (const node of graph.keys()) if (!indexes.has(node)) connect(node)
  return cycles
}

if (import.meta.filename === process.argv[1]) {
  const folders = process.argv.slice(2)
  const cycles = findCycles(importGraph(folders.length > 0 ? folders : undefined))
  for (const cycle of cycles) console.error(`import cycle (${cycle.length} files):\n  ${cycle.join('\n  ')}`)
  if (cycles.length > 0) process.exit(1)
  console.log(`no import cycles in ${(folders.length > 0 ? folders : ['src', 'mock-api']).join(', ')} (type imports and import() included)`)
}
