import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, normalize, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * Trees whose modules must not import each other in a circle, type imports included: lint's
 * `import-x/no-cycle` skips `import type`, and a type cycle still ties the modules together
 * for whoever reads or moves them. Add a tree here once its cycles are gone.
 */
const trees = ['mock-api', 'src/api', 'src/i18n', 'src/messenger']

const root = join(dirname(new URL(import.meta.url).pathname), '../..')

function sourcesIn(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`
    if (entry.isDirectory()) return sourcesIn(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

const files = trees.flatMap(sourcesIn)
const known = new Set(files)

/** The project file an import names (`@/`, `@mock-api/` or relative), if it is in the trees. */
function resolved(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? `src/${specifier.slice(2)}`
    : specifier.startsWith('@mock-api/')
      ? `mock-api/${specifier.slice('@mock-api/'.length)}`
      : specifier.startsWith('.')
        ? relative(root, normalize(join(root, dirname(from), specifier)))
        : undefined
  if (base === undefined) return undefined
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((candidate) => known.has(candidate))
}

/** Every module a file imports or re-exports, statically or lazily, types included. */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(join(root, file), 'utf8'), true, true)
  return [...new Set(importedFiles.flatMap(({ fileName }) => resolved(file, fileName) ?? []))]
}

/** The groups of modules that reach each other (Tarjan's strongly connected components). */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (file: string) => {
    index.set(file, index.size)
    low.set(file, index.get(file) as number)
    stack.push(file)
    onStack.add(file)
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(file, Math.min(low.get(file) as number, low.get(next) as number))
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file) as number, index.get(next) as number))
    }
    if (low.get(file) !== index.get(file)) return
    const group: string[] = []
    for (let member = stack.pop(); member !== undefined; member = member === file ? undefined : stack.pop()) {
      onStack.delete(member)
      group.push(member)
    }
    if (group.length > 1 || graph.get(file)?.includes(file)) found.push(group.sort())
  }
  for (const file of graph.keys()) if (!index.has(file)) visit(file)
  return found
}

describe('import cycles', () => {
  it(`none in ${trees.join(', ')}, type imports included`, () => {
    const graph = new Map(files.map((file) => [file, importsOf(file)]))
    expect(graph.size).toBeGreaterThan(50)
    expect(cycles(graph)).toEqual([])
  })
})
