import { readFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { defineConfig, type Plugin } from 'vite'
import { startEarlyReads } from './src/app/early-reads.js'
import { PREFETCH_META } from './src/ui/prefetch-meta.js'

/**
 * Writes `.vite/chunk-modules.json` next to the manifest: every JS chunk's source modules, so
 * tests/bench/size.ts can prove that no admin code reaches the visitor's first load.
 */
function chunkModules(): Plugin {
  let root = process.cwd()
  return {
    name: 'nav-hub:chunk-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    generateBundle(_options, bundle) {
      const map: Record<string, string[]> = {}
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        map[output.fileName] = output.moduleIds
          .filter((id) => !id.startsWith('\0'))
          .map((id) => relative(root, id.replace(/\?.*$/, '')).replaceAll('\\', '/'))
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(map, null, 1) })
    },
  }
}

/**
 * Puts src/app/early-reads.ts's startEarlyReads into index.html as an inline script, so start-up's
 * first reads leave while the entry chunk downloads (the API base as the app's api-config.ts reads it).
 */
function earlyReads(): Plugin {
  let apiBase = '/api'
  return {
    name: 'nav-hub:early-reads',
    configResolved(config) {
      apiBase = (config.env.VITE_API_BASE as string | undefined) ?? '/api'
    },
    // Right after <meta charset>, ahead of the stylesheet: an inline script after a stylesheet waits
    // for it to arrive before running, and the reads would leave only then.
    transformIndexHtml: (html) => {
      const script = `<script>(${startEarlyReads.toString()})(window, ${JSON.stringify(apiBase)})</script>`
      const charset = /<meta charset=[^>]*>/i.exec(html)
      if (!charset) throw new Error('index.html has no <meta charset>: the early-reads script goes right after it')
      return html.replace(charset[0], () => `${charset[0]}\n    ${script}`)
    },
  }
}

/**
 * zod's JSON Schema output (`z.toJSONSchema`, `schema.toJSONSchema()`, Standard JSON Schema) is for
 * the server's /api/openapi.json only; every zod schema still carries it, because schemas.js builds
 * each schema's JSON Schema method and processor at construction, so no bundler can drop it (about
 * 5 KB gzip of the admin's forms). In the app's build, schemas.js gets methods that say so when
 * called, and the one helper its checks use (`aggregateChecks`: a string's min/max length). The
 * server, tests and Storybook's dev server keep the real modules.
 */
function clientZod(): Plugin {
  const STUB = '\0nav-hub:zod-json-schema-stub'
  const processorsPath = resolve(dirname(fileURLToPath(import.meta.resolve('zod/v4/core'))), 'json-schema-processors.js')
  const processorNames = [...readFileSync(processorsPath, 'utf8').matchAll(/^export const (\w+Processor)\b/gm)].map((match) => match[1])
  return {
    name: 'nav-hub:client-zod',
    apply: 'build',
    // Before Vite's own resolver, which would otherwise resolve the import first.
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer?.replaceAll('\\', '/').endsWith('/zod/v4/classic/schemas.js')) return null
      return /\/core\/(to-json-schema|json-schema-processors)\.js$/.test(source) ? STUB : null
    },
    load(id) {
      if (id !== STUB) return null
      return [
        `export { aggregateChecks } from ${JSON.stringify(processorsPath)}`,
        `const unsupported = () => { throw new Error('JSON Schema output is not part of the client build (vite.config.ts: clientZod)') }`,
        'export const createToJSONSchemaMethod = () => unsupported',
        'export const createStandardJSONSchemaMethod = () => unsupported',
        ...processorNames.map((name) => `export const ${String(name)} = unsupported`),
      ].join('\n')
    },
  }
}

/**
 * Marks the entry chunk and the admin's chunks for eager compilation (V8's explicit compile hints,
 * Chrome 136+). Nearly every function in them runs when they load (the first screen; an admin
 * screen); compiled lazily, each one is parsed a second time and compiled on the main thread when
 * first called, which was most of the first screen's blocking time. With the hint, V8 compiles the
 * whole chunk on a background thread while it downloads. The visitor's other lazy chunks stay lazy:
 * much of their code may never run. Engines without the feature (Safari's) read a comment. First
 * line of the file, so that it precedes every function.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'
function compileHints(): Plugin {
  return {
    name: 'nav-hub:compile-hints',
    apply: 'build',
    generateBundle: {
      // After Vite's own passes over the code (its preload lists go in at the top of the chunk).
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk' && (output.isEntry || isAdminChunk(output.fileName))) output.code = `${COMPILE_HINT}\n${output.code}`
        }
      },
    },
  }
}

/**
 * Names, in index.html, the lazy code a visitor may need at any moment but not on the first screen:
 * the hub's sheet, video and hint (with what they import, and their styles). The hub prefetches it
 * once its first screen is in (src/ui/prefetch.ts): fetched at lowest priority into the browser's
 * cache, with nothing parsed or run, so the first sheet opens without a round trip. A list rather
 * than `<link rel="prefetch">` tags: those would compete with the first screen's images.
 */
// The link opener too: a banner, card or button tap needs it before anything opens (links/link-opener.ts).
const PREFETCHED_MODULES = ['src/features/hub/overlay-views.ts', 'src/features/hub/links/link-opener.ts']
function prefetchList(): Plugin {
  let base = '/'
  return {
    name: 'nav-hub:prefetch-list',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, path }) {
        // The app's page only (Storybook's build has pages of its own).
        if (!bundle || path !== '/index.html') return html
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk')
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
        // What the entry loads anyway (itself and its static imports) is not fetched twice.
        const loaded = new Set<string>()
        const walk = (file: string, into: Set<string>) => {
          if (into.has(file) || loaded.has(file)) return
          into.add(file)
          for (const imported of byFile.get(file)?.imports ?? []) walk(imported, into)
        }
        for (const entry of chunks.filter((chunk) => chunk.isEntry)) walk(entry.fileName, loaded)
        const files = new Set<string>()
        for (const path of PREFETCHED_MODULES) {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${path}`))
          if (!chunk) throw new Error(`prefetchList: no chunk for ${path} (renamed? update PREFETCHED_MODULES)`)
          walk(chunk.fileName, files)
        }
        const styles = [...files].flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])])
        const urls = [...files, ...new Set(styles)].map((file) => `${base}${file}`)
        return [{ tag: 'meta', attrs: { name: PREFETCH_META, content: urls.join(' ') }, injectTo: 'head' as const }]
      },
    },
  }
}

/** `@/x` is `src/x`, `@mock-api/x` is `mock-api/x` (tsconfig.json's paths say the same for tsc and tsx). */
export const pathAliases = [
  { find: /^@\//, replacement: `${resolve(import.meta.dirname, 'src')}/` },
  { find: /^@mock-api\//, replacement: `${resolve(import.meta.dirname, 'mock-api')}/` },
]

/** Modules only the admin loads: its feature folder and its routes. */
const ADMIN_MODULE = /\/src\/(features\/admin|routes\/\$appKey\/admin)\b/
/** Shared by the hub's lazy states, the status screens and the admin (src/ui). */
const STATE_MODULE = /\/src\/ui\/(async-button|spinner|state-message|state-icons|state\.module|error-state|empty-state)\.(tsx?|css)$/
/**
 * What every admin screen loads (the admin layout's guard, chrome, notices and confirm dialog, the page
 * frame and its load states), with the few modules outside the admin's folder that only it uses.
 */
const ADMIN_SHELL = new RegExp(
  [
    String.raw`/src/features/admin/(admin-guard\.tsx|parts/(layout|notices|states)/|parts/parts-messages(-ru)?\.ts)`,
    String.raw`/src/features/admin/parts/confirm/(confirm-host|lazy-confirm-dialog|confirm\.ts)`,
    String.raw`/src/messenger/haptic-notifications\.ts|/src/api/use-invalidate\.ts|/src/api/contract/schedule-state\.ts`,
  ].join('|'),
)
/** zod and the contract's shared schemas: every form, and the lists that read through the contract. */
const ADMIN_CONTRACT = new RegExp(
  String.raw`/node_modules/zod/|nav-hub:zod-json-schema-stub|/src/api/contract/(operation|common|messages|links|schedule|texts|linked-views|sections|materials|popups)\.ts`,
)
/** react-hook-form and the field frame: every form, and every list (its toolbar's switches). */
const ADMIN_FIELDS = new RegExp(
  String.raw`/node_modules/react-hook-form/|/src/features/admin/parts/(form/field-(id|labels)|fields/(field|fields\.module|switch-field|popup-picker-input))\.`,
)
/** The form itself (save bar, validation, unsaved-changes guard, conflicts) and the fields most forms share. */
const ADMIN_FORM = new RegExp(
  [
    String.raw`/node_modules/@hookform/|/@tanstack/react-router/dist/esm/useBlocker\.|/src/messenger/(keyboard|closing-confirmation)\.ts|/src/api/contract/files\.ts`,
    String.raw`/src/features/admin/parts/(form/|fields/upload/|conflict/use-form-conflict\.|schedule/schedule-section\.)`,
    String.raw`/src/features/admin/parts/fields/(text-field|align-field|choice-field|display-choices|image-field|icon-picker-field)\.`,
  ].join('|'),
)
const isAdminChunk = (file: string) => /(^|\/)assets\/admin-/.test(file)

export default defineConfig({
  // The router plugin must come before React's: it generates the route tree and splits route files.
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        // The admin's loaders too: left in the route file they prefetch with the admin's hooks,
        // which would then load with the visitor's route tree (the first screen's entry chunk).
        // Loader and component in one chunk (the screen needs both): one lazy stub and one preload
        // list per route in the entry instead of two (first screen -0.4 KB gzip).
        splitBehavior: ({ routeId }) =>
          routeId.startsWith('/$appKey/admin')
            ? [['loader', 'component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']]
            : undefined,
      },
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
      // Its scratch files stay out of the working tree (default: .tanstack/tmp).
      tmpDir: 'node_modules/.cache/tanstack-router',
    }),
    react(),
    chunkModules(),
    earlyReads(),
    clientZod(),
    compileHints(),
    prefetchList(),
  ],
  resolve: {
    alias: [
      ...pathAliases,
      // TanStack's store asks for the pre-React-18 shim; React 19 has useSyncExternalStore built in,
      // so the non-shim build of the same package does the same without the shim (first screen: -0.2 KB).
      { find: 'use-sync-external-store/shim/with-selector', replacement: 'use-sync-external-store/with-selector' },
    ],
  },
  build: {
    // tests/bench/size.ts reads dist/.vite/manifest.json to measure the first screen's JavaScript.
    manifest: true,
    sourcemap: false,
    // The entry is one chunk (below), so index.html has no <link rel="modulepreload"> for the polyfill
    // to handle; dynamic imports preload their chunks with Vite's helper, which needs no polyfill.
    modulePreload: {
      polyfill: false,
      // The entry lists, for each lazy route, every chunk to preload with it: for the admin's routes
      // that list named a hundred chunks, bytes every visitor downloaded. The admin's routes load
      // their chunks as the browser meets their imports instead (admin-only chunks are named
      // admin-*, below); inside the admin, imports keep their preload lists.
      resolveDependencies: (filename, deps, { hostId }) => (isAdminChunk(filename) && !isAdminChunk(hostId) ? [] : deps),
    },
    rolldownOptions: {
      // tRPC's client package does not declare itself free of side effects, so its WebSocket link
      // (a class registered at module level) stayed in the entry chunk although only REST is used.
      treeshake: { moduleSideEffects: (id) => !/node_modules\/@trpc\//.test(id) },
      output: {
        // Hashes of 7 characters (the least rolldown allows for this many chunks), not 8: the entry
        // names every lazy chunk and stylesheet, and each hash character is a byte gzip cannot shrink.
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some((id) => ADMIN_MODULE.test(id)) ? 'assets/admin-[name]-[hash:7].js' : 'assets/[name]-[hash:7].js',
        assetFileNames: 'assets/[name]-[hash:7][extname]',
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'] },
            // The parts of empty, error and status states (Home's load lazily): one chunk rather than
            // six tiny ones that the status screens and the admin's screens would each fetch.
            { name: 'states', test: STATE_MODULE },
            // The admin's shared code in four chunks by who needs it, rather than some thirty of 0.1-1.5 KB
            // (each with its own imports, exports and gzip start; the category form fetched 35 chunks): the
            // category form screen 203.4 -> 196.9 KB gzip. Only the modules listed (their imports stay
            // where they were): a module the visitor also uses must never be listed, or the visitor's
            // chunk would import an admin one.
            { name: 'shell', test: ADMIN_SHELL, includeDependenciesRecursively: false },
            { name: 'admin-contract', test: ADMIN_CONTRACT, includeDependenciesRecursively: false },
            { name: 'fields', test: ADMIN_FIELDS, includeDependenciesRecursively: false },
            { name: 'form', test: ADMIN_FORM, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
})
