/**
 * The project's own lint rules (eslint.config.js, plugin `local`). Two conventions no published rule
 * states as we need them: one for names, kept with the TanStack route files' own, and one for the
 * modules that load others lazily.
 */
import { relative, sep } from 'node:path'

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/
/** What may follow a file's kebab-case stem before its extension: `x.module.css`, `x.test.ts`... */
const KINDS = new Set(['module', 'test', 'stories', 'gen', 'config', 'd'])
/**
 * A segment of a TanStack route file's or folder's name (src/routes: the name is the URL): a
 * kebab-case word, a `$param` in camelCase, `__root`, or a `[word]` (a literal path segment).
 */
const ROUTE_SEGMENT = /^([a-z0-9]+(-[a-z0-9]+)*|\$[a-z][a-zA-Z0-9]*|__root|\[[a-z0-9]+(-[a-z0-9]+)*\])$/
const LAZY_SUFFIX = '-lazy'

const parts = (context) => relative(context.cwd, context.filename).split(sep)

/** `stem` and the kinds after it (`field.module.css` -> field, [module]); null when a part is not allowed. */
function nameProblem(name, inRoutes) {
  const pieces = name.split('.')
  pieces.pop()
  if (inRoutes) return pieces.every((piece) => ROUTE_SEGMENT.test(piece)) ? null : 'route segments (kebab-case, $param, __root, [word])'
  const [stem, ...kinds] = pieces
  if (!KEBAB.test(stem)) return 'kebab-case'
  if (!kinds.every((kind) => KINDS.has(kind))) return `kebab-case, then only ${[...KINDS].map((kind) => `.${kind}`).join(', ')}`
  return null
}

const fileNames = {
  meta: {
    type: 'suggestion',
    docs: {
      description:
        'File and folder names are kebab-case (DESIGN.md, after bulletproof-react): `use-open-link.ts`, `fields.module.css`; ' +
        'route files keep TanStack Router’s names (`$appKey.tsx`, `edit.$id.tsx`). CSS modules are checked where they are imported.',
    },
    schema: [],
    messages: {
      file: '"{{name}}": file names are {{rule}}.',
      folder: '"{{name}}/": folder names are kebab-case{{routes}}.',
      imported: '"{{name}}": file names are {{rule}}.',
    },
  },
  create(context) {
    const path = parts(context)
    const routesAt = path[0] === 'src' && path[1] === 'routes' ? 2 : Infinity
    return {
      Program(node) {
        path.slice(0, -1).forEach((folder, index) => {
          const inRoutes = index >= routesAt
          const fine = folder.startsWith('.') ? KEBAB.test(folder.slice(1)) : inRoutes ? ROUTE_SEGMENT.test(folder) : KEBAB.test(folder)
          if (!fine) context.report({ node, messageId: 'folder', data: { name: folder, routes: inRoutes ? ' or $param' : '' } })
        })
        const rule = nameProblem(path[path.length - 1], path.length - 1 >= routesAt)
        if (rule) context.report({ node, messageId: 'file', data: { name: path[path.length - 1], rule } })
      },
      ImportDeclaration(node) {
        const source = node.source.value
        if (typeof source !== 'string' || !source.endsWith('.css') || !/^(\.|@\/|@mock-api\/|@stories\/)/.test(source)) return
        const name = source.slice(source.lastIndexOf('/') + 1)
        const rule = nameProblem(name, false)
        if (rule) context.report({ node: node.source, messageId: 'imported', data: { name, rule } })
      },
    }
  },
}

/** The call a module-level declarator makes, if any: `const x = f(...)`, `export const x = f(...)`. */
function moduleLevelCall(declarator) {
  const declaration = declarator.parent
  const holder = declaration.parent
  const exported = holder.type === 'ExportNamedDeclaration'
  if (holder.type !== 'Program' && !(exported && holder.parent.type === 'Program')) return null
  const init = declarator.init
  if (init?.type !== 'CallExpression' || init.callee.type !== 'Identifier') return null
  return { name: init.callee.name, exported }
}

const lazyEntryNames = {
  meta: {
    type: 'suggestion',
    docs: {
      description:
        'A module that stands for lazily loaded code (a module-level `lazyModule(...)`, or an exported `lazy(...)`) is named ' +
        '`<what-it-loads>-lazy.ts(x)`, beside what it loads; a `-lazy` module loads something with `import()`.',
    },
    schema: [],
    messages: {
      name: '{{what}} at module level: this module stands for lazily loaded code, so its name ends in "-lazy" (e.g. "{{suggestion}}").',
      noImport: 'A "-lazy" module loads code lazily: it has an import(). Rename it, or load what it stands for here.',
    },
  },
  create(context) {
    const path = parts(context)
    const stem = path[path.length - 1].replace(/\..*$/, '')
    const isLazyName = stem.endsWith(LAZY_SUFFIX)
    let dynamicImports = 0
    return {
      ImportExpression() {
        dynamicImports += 1
      },
      VariableDeclarator(node) {
        if (isLazyName) return
        const call = moduleLevelCall(node)
        if (!call) return
        if (call.name === 'lazyModule' || (call.name === 'lazy' && call.exported)) {
          const what = call.name === 'lazyModule' ? '`lazyModule(...)`' : 'An exported `lazy(...)`'
          context.report({ node, messageId: 'name', data: { what, suggestion: `${stem}${LAZY_SUFFIX}` } })
        }
      },
      'Program:exit'(node) {
        if (isLazyName && dynamicImports === 0) context.report({ node, messageId: 'noImport' })
      },
    }
  },
}

export const localRules = { rules: { 'file-names': fileNames, 'lazy-entry-names': lazyEntryNames } }
