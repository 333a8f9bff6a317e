import { existsSync, readFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { createLogger, defineConfig, type Logger, type Plugin, type Rollup } from 'vite'
import { startEarlyReads, type EarlyChunks } from './src/app/early-reads.js'

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
 * Puts src/app/early-reads.ts's startEarlyReads into index.html as an inline script, so the first
 * screen's reads leave while the entry chunk downloads (the API base as the app's src/session/http-config.ts reads
 * it), with the built files of the screens it may land on instead of Home (a category, a section, and
 * what `/` needs to follow a deep link), which it preloads for those.
 */
function earlyReads(): Plugin {
  let apiBase = '/api'
  let base = '/'
  return {
    name: 'nav-hub:early-reads',
    configResolved(config) {
      apiBase = (config.env.VITE_API_BASE as string | undefined) ?? '/api'
      base = config.base
    },
    // After the bundle is written (its file names are known); right after <meta charset>, ahead of the
    // stylesheet: an inline script after a stylesheet waits for it to arrive before running.
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle, path }) => {
        // The app's page only (Storybook's build has pages of its own; in development every page is the app's).
        if (bundle && path !== '/index.html') return html
        const chunks = bundle ? earlyChunks(bundle) : {}
        const script = `<script>(${startEarlyReads.toString()})(window, ${JSON.stringify(apiBase)}, ${JSON.stringify(chunks)})</script>`
        const charset = /<meta charset=[^>]*>/i.exec(html)
        if (!charset) throw new Error('index.html has no <meta charset>: the early-reads script goes right after it')
        return html.replace(charset[0], () => `${charset[0]}\n    ${script}`)
      },
    },
  }

  /** The JS and CSS a screen's chunk brings beyond the entry's own (which index.html loads anyway). */
  function earlyChunks(bundle: Rollup.OutputBundle): EarlyChunks {
    const chunks = Object.values(bundle).filter((output) => output.type === 'chunk')
    const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
    const loaded = new Set<string>()
    const walk = (file: string, into: Set<string>) => {
      if (into.has(file) || loaded.has(file)) return
      into.add(file)
      for (const imported of byFile.get(file)?.imports ?? []) walk(imported, into)
    }
    for (const entry of chunks.filter((chunk) => chunk.isEntry)) walk(entry.fileName, loaded)
    /** The files of the chunk that holds `module` (a path's end), with what it imports. */
    const filesOf = (module: string) => {
      const chunk = chunks.find((candidate) => candidate.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(module)))
      if (!chunk) throw new Error(`earlyReads: no chunk holds ${module} (moved? update vite.config.ts)`)
      const files = new Set<string>()
      walk(chunk.fileName, files)
      const styles = [...files].flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])])
      return [...files, ...new Set(styles)].map((file) => `${base}${file}`)
    }
    // The app's files, then the screens' beyond them (the app is loaded with any of them).
    const app = filesOf('/src/app/boot.tsx')
    for (const chunk of chunks.filter((candidate) => candidate.name === 'boot')) walk(chunk.fileName, loaded)
    return {
      app,
      category: filesOf('/src/routes/$appKey/category.$id.tsx?tsr-split=component'),
      // A category's first paint (app/first-paint.tsx): all a category landed on asks for before the app.
      categoryFirstPaint: filesOf('/category-first-paint.tsx'),
      section: filesOf('/src/routes/$appKey/section.$id.tsx?tsr-split=component'),
      deepLink: filesOf('/follow-deep-link.ts'),
    }
  }
}

/**
 * zod's JSON Schema output (`z.toJSONSchema`, `schema.toJSONSchema()`, Standard JSON Schema) is for
 * the server's /api/openapi.json only; every zod schema still carries it, because schemas.js builds
 * each schema's JSON Schema method and processor at construction, so no bundler can drop it (about
 * 4 KB gzip of the admin's forms). In the app's build, schemas.js gets methods that say so when
 * called, and the one helper its checks use (`aggregateChecks`: a string's min/max length). The
 * server, tests and Storybook's dev server keep the real modules.
 */
const ZOD_STUB = '\0nav-hub:zod-json-schema-stub'
function clientZod(): Plugin {
  const processorsPath = resolve(dirname(fileURLToPath(import.meta.resolve('zod/v4/core'))), 'json-schema-processors.js')
  const processorNames = [...readFileSync(processorsPath, 'utf8').matchAll(/^export const (\w+Processor)\b/gm)].map((match) => match[1])
  return {
    name: 'nav-hub:client-zod',
    apply: 'build',
    // Before Vite's own resolver, which would otherwise resolve the import first.
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer?.replaceAll('\\', '/').endsWith('/zod/v4/classic/schemas.js')) return null
      return /\/core\/(to-json-schema|json-schema-processors)\.js$/.test(source) ? ZOD_STUB : null
    },
    load(id) {
      if (id !== ZOD_STUB) return null
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
 * TanStack Router's scroll restoration module, replaced in the app's build by the part of it the
 * app uses (src/app/navigation/router-scroll-reset.ts says why): about 1 KB gzip off the first screen.
 * Only router-core's own import of it; tests and Storybook keep the real module.
 */
function routerScrollReset(): Plugin {
  const stand = resolve(import.meta.dirname, 'src/app/navigation/router-scroll-reset.ts')
  return {
    name: 'nav-hub:router-scroll-reset',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromRouterCore = importer?.replaceAll('\\', '/').includes('/@tanstack/router-core/dist/esm/')
      return fromRouterCore && source === './scroll-restoration.js' ? stand : null
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
          if (output.type === 'chunk' && (isEntryModule(output.fileName) || isAdminChunk(output.fileName)))
            output.code = `${COMPILE_HINT}\n${output.code}`
        }
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

/**
 * A chunk group's members, by path from the project's root: a folder (ending in `/`) holds every
 * module under it, at any depth, so moving a file inside it changes no chunk. A language's catalog
 * (`*-en.ts`) is never a member: it loads lazily, for that language only. Every path must exist
 * (a folder or file that moved fails the build here rather than silently changing the chunks), and
 * a member must not be imported lazily anywhere (checkGroups, below).
 */
function members(...paths: string[]): (id: string) => boolean {
  for (const path of paths) {
    if (!existsSync(resolve(import.meta.dirname, path)))
      throw new Error(`vite.config.ts: chunk group member ${path} does not exist (moved? update the group)`)
  }
  return (id) => {
    const file = id.replaceAll('\\', '/')
    if (ENGLISH_CATALOG.test(file)) return false
    return paths.some((path) => (path.endsWith('/') ? file.includes(`/${path}`) : file.endsWith(`/${path}`)))
  }
}
const ENGLISH_CATALOG = /-en\.tsx?$/
const ADMIN_PARTS = 'src/features/admin/parts/'

/** The parts of empty, error and status states: the hub's lazy states, the status screens and the admin. */
const STATE_MODULE = members('src/ui/states/')
/**
 * What every admin screen loads (the admin layout's guard, chrome, notices, confirm host, the page
 * frame and its load states), with the few modules outside the admin's folder that only it uses.
 */
const ADMIN_SHELL = members(
  `${ADMIN_PARTS}shell/`,
  // The role of the signed-in admin (issue 28): every screen reads it, the shell watches it.
  `${ADMIN_PARTS}roles/`,
  // What this backend has (every screen's index row, sidebar and QueryState ask): two small chunks of their own otherwise.
  `${ADMIN_PARTS}capability/`,
  'src/api/contract/plain/admin-roles.ts',
  'src/messenger/haptic-notifications.ts',
  'src/api/use-invalidate.ts',
  'src/api/contract/plain/schedule-state.ts',
  // What the shell asks besides (the sidebar's width, the capability probe's statistics input): chunks of a few bytes otherwise.
  'src/ui/use-media-query.ts',
  `${ADMIN_PARTS}stats/stats-input.ts`,
)
/** zod and the contract's schemas that many forms share: every form, and the lists that read through the contract. */
const ADMIN_CONTRACT_FILES = members(
  'node_modules/zod/',
  // share-fields (26), audience (27) and roles (28): what linked-views, sections and materials import; a chunk of
  // their own would run before this one has made zod's classes ("is not a constructor" in the built admin forms).
  ...[
    'operation',
    'common',
    'messages',
    'links',
    'schedule',
    'texts',
    'linked-views',
    'sections',
    'materials',
    'popups',
    'share-fields',
    'audience',
    'roles',
  ].map((name) => `src/api/contract/${name}.ts`),
)
const ADMIN_CONTRACT = (id: string) => id === ZOD_STUB || ADMIN_CONTRACT_FILES(id)
/**
 * react-hook-form and the field frame: every form, and every list (its toolbar's switches). With the
 * popup picker's read input: the popup screens share it with the picker, without the picker.
 */
const ADMIN_FIELDS = members('node_modules/react-hook-form/', `${ADMIN_PARTS}field-frame/`, `${ADMIN_PARTS}pickers/popup-picker-input.ts`)
/** The form itself (save bar, validation, unsaved-changes guard, conflicts, schedule section, uploads) and the fields most forms share. */
const ADMIN_FORM = members(
  'node_modules/@hookform/',
  'node_modules/@tanstack/react-router/dist/esm/useBlocker.js',
  'src/messenger/keyboard.ts',
  'src/messenger/closing-confirmation.ts',
  'src/api/contract/plain/upload-size.ts',
  `${ADMIN_PARTS}form/`,
  // The audience's form values (new and stored), which the forms' values modules import: a chunk of their own cost
  // the popup screen 0.2 KB; the field itself (../audience/audience-field.tsx) loads lazily, with its wording.
  `${ADMIN_PARTS}audience/visibility-values.ts`,
  // The role each form needs to save (generated from the operations table).
  'src/api/save-roles.gen.ts',
)
/** The chunks shared by who loads them, each named after its group (build.rolldownOptions, below). */
const CHUNK_GROUPS: Record<string, (id: string) => boolean> = {
  states: STATE_MODULE,
  shell: ADMIN_SHELL,
  'admin-contract': ADMIN_CONTRACT,
  fields: ADMIN_FIELDS,
  form: ADMIN_FORM,
}

/**
 * The modules through which a group is meant to be loaded lazily, all of it: the admin layout route
 * loads the shell with its guard (so the visitor's entry names none of the shell's stylesheets).
 */
const GROUP_ENTRIES = [`${ADMIN_PARTS}shell/admin-guard.tsx`]

/**
 * Fails the build when a module of a chunk group is imported lazily somewhere (except GROUP_ENTRIES): the group would load
 * it with everything else in the chunk, and its `import()` would fetch nothing. Such a module belongs
 * outside the group's folders.
 */
function checkGroups(): Plugin {
  return {
    name: 'nav-hub:check-groups',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !(output.name in CHUNK_GROUPS)) continue
        for (const id of output.moduleIds) {
          if (GROUP_ENTRIES.some((entry) => id.endsWith(entry))) continue
          const lazyImporter = this.getModuleInfo(id)?.dynamicImporters[0]
          if (lazyImporter)
            this.error(
              `${relative(process.cwd(), id)} is in the ${output.name} chunk group, but ${relative(process.cwd(), lazyImporter)} imports it lazily: move it out of the group's folders`,
            )
        }
      }
    },
  }
}

/**
 * The contract's prose is for the backend team (OpenAPI, docs/contract-changelog.md), not for the
 * browser: in the app's build, the operations' `summary` and `description` and the extensions'
 * `by` and `fallback` (src/api/contract/) become empty strings. The table keeps its shape; only
 * words the SPA never shows leave its chunks (about 4 KB gzip of every admin screen). Tests,
 * Storybook and the mock API read the source as written.
 */
function contractProseOut(): Plugin {
  const contractDir = resolve(import.meta.dirname, 'src/api/contract') + '/'
  type Node = { type: string; start: number; end: number; [key: string]: unknown }
  const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && 'type' in value
  const keyName = (property: Node) => {
    const key = property.key as Node & { name?: string; value?: unknown }
    return key.type === 'Identifier' ? key.name : typeof key.value === 'string' ? key.value : undefined
  }
  /** A value made of strings only: a literal, a template, or strings joined with +. */
  const isProse = (value: Node): boolean =>
    (value.type === 'Literal' && typeof value.value === 'string') ||
    value.type === 'TemplateLiteral' ||
    (value.type === 'BinaryExpression' && value.operator === '+' && isProse(value.left as Node) && isProse(value.right as Node))
  return {
    name: 'nav-hub:contract-prose-out',
    apply: 'build',
    transform(code, id) {
      const file = id.replace(/\?.*$/, '').replaceAll('\\', '/')
      if (!file.startsWith(contractDir) || file.includes('/plain/') || !/\.ts$/.test(file)) return null
      const cuts: [number, number][] = []
      const visit = (node: Node) => {
        if (node.type === 'ObjectExpression') {
          const properties = (node.properties as Node[]).filter((property) => property.type === 'Property')
          const names = new Set(properties.map(keyName))
          // An operation (summary beside description) or an extension (fallback beside by): nothing else.
          const prose = names.has('summary')
            ? ['summary', 'description']
            : names.has('fallback') && names.has('by')
              ? ['by', 'fallback']
              : []
          for (const property of properties) {
            const value = property.value as Node
            if (prose.includes(keyName(property) ?? '') && isProse(value)) cuts.push([value.start, value.end])
          }
        }
        for (const value of Object.values(node)) {
          if (Array.isArray(value)) value.filter(isNode).forEach(visit)
          else if (isNode(value)) visit(value)
        }
      }
      visit(this.parse(code) as unknown as Node)
      if (cuts.length === 0) return null
      // Each value becomes '' padded with spaces, newlines kept: nothing moves, so the source map stands.
      let out = code
      for (const [start, end] of cuts) out = out.slice(0, start) + "''" + out.slice(start + 2, end).replace(/[^\n]/g, ' ') + out.slice(end)
      return { code: out, map: null }
    },
  }
}

/**
 * Vite's logger without the one warning a dependency's bug raises for our CSS modules, every other
 * message as it was. A module that composes a class of another file (`composes: control from
 * './control.module.css'`) gets that file's CSS prepended by postcss-modules (bundled in Vite) as a plain
 * string, so its nodes carry no source file, and Vite's url rewriter (run last since vitejs/vite#22983)
 * warns "A PostCSS plugin did not pass the `from` option to `postcss.parse`". Upstream:
 * madyankin/postcss-modules#173 (keep the composed files' sources), vitejs/vite#15410. Harmless for us:
 * the composed files hold no url() to rewrite (tests/unit/composed-css.test.ts keeps it so). Remove this
 * once Vite bundles a postcss-modules with that fix.
 */
export const COMPOSED_CSS_WARNING = 'A PostCSS plugin did not pass the `from` option to `postcss.parse`'
function withoutComposedCssWarning(): Logger {
  const logger = createLogger()
  const warnOnce = logger.warnOnce.bind(logger)
  logger.warnOnce = (message, options) => {
    if (!message.includes(COMPOSED_CSS_WARNING)) warnOnce(message, options)
  }
  return logger
}

const isAdminChunk = (file: string) => /(^|\/)assets\/admin-/.test(file)
/** Chunks the first load preloads whole: the app itself (boot), the first taps (a category, a section: issue 17), the overlays. */
const isFirstTap = (file: string) => /(^|\/)assets\/((category|section)\._id|boot|overlay-views)-[\w-]+\.js$/.test(file)
/** The visitor's first load: the entry (Home's first paint) and the app it loads at once (the boot chunk). */
const isEntryModule = (file: string) => /(^|\/)assets\/(index|boot)-[\w-]+\.js$/.test(file)

/**
 * The app's code beyond the first paint (src/app/boot.tsx and everything it imports statically, less
 * what src/main.tsx imports, which stays in the entry, and what a category's first paint draws with),
 * found once the module graph is known.
 * One chunk, `boot`: split by who else imports its modules, it was a dozen chunks on the first screen.
 */
const BOOT_MODULES = new Set<string>()
function bootGroup(): Plugin {
  return {
    name: 'nav-hub:boot-group',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()]
      const reach = (end: string) => {
        const seen = new Set<string>()
        const next = ids.filter((id) => id.endsWith(end))
        for (let id = next.pop(); id !== undefined; id = next.pop()) {
          if (seen.has(id)) continue
          seen.add(id)
          next.push(...(this.getModuleInfo(id)?.importedIds ?? []))
        }
        return seen
      }
      // A category's first paint is a chunk of its own, loaded before the app: it must not import the app's chunk.
      const firstPaint = new Set([...reach('/src/main.tsx'), ...reach('/category-first-paint.tsx')])
      BOOT_MODULES.clear()
      for (const id of reach('/src/app/boot.tsx')) if (!firstPaint.has(id)) BOOT_MODULES.add(id)
    },
  }
}

export default defineConfig({
  customLogger: withoutComposedCssWarning(),
  // The router plugin must come before React's: it generates the route tree and splits route files.
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        // The admin's loaders too: left in the route file they prefetch with the admin's hooks,
        // which would then load with the visitor's route tree (the first screen's entry chunk).
        // Loader and component in one chunk (the screen needs both): one lazy stub and one preload
        // list per route in the entry instead of two (first screen -0.1 KB gzip).
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
    routerScrollReset(),
    contractProseOut(),
    compileHints(),
    bootGroup(),
    checkGroups(),
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
      // admin-*, below); inside the admin, imports keep their preload lists. Each admin route file
      // loads its screen with lazyRouteComponent, so the route's split chunk (named in the entry) has
      // no stylesheet: the screen's stylesheets are listed by that admin chunk, not by every visitor's
      // entry (it named some thirty admin stylesheets, 0.6 KB gzip of the first screen).
      // From the visitor's first load (the entry and the app), only the app, the first taps (a category,
      // a section: issue 17) and the overlays (the sheet, the video, loaded once the page has loaded:
      // a first tap on one must not wait for three waves of requests) keep their whole preload list;
      // what loads rarely (status and error screens, the welcome gate) lists only its stylesheets,
      // which nothing else would load, and the browser fetches its code as it meets the imports (each
      // name listed is first-load bytes).
      resolveDependencies: (filename, deps, { hostId }) => {
        if (isAdminChunk(filename) && !isAdminChunk(hostId)) return []
        return isEntryModule(hostId) && !isFirstTap(filename) ? deps.filter((dep) => dep.endsWith('.css')) : deps
      },
    },
    rolldownOptions: {
      // Rolldown warns when JavaScript callbacks take most of a build's time: on a busy machine that is
      // always Vite's own CSS transform (73 CSS modules), a timing of the machine rather than of the
      // code, so the warning came and went between identical builds. Build speed is no budget here.
      checks: { bundlerTimings: false },
      // tRPC's client package does not declare itself free of side effects, so its WebSocket link
      // (a class registered at module level) stayed in the entry chunk although only REST is used.
      treeshake: { moduleSideEffects: (id) => !/node_modules\/@trpc\//.test(id) },
      output: {
        // Hashes of 7 characters (the least rolldown allows for this many chunks), not 8: the entry
        // names every lazy chunk and stylesheet, and each hash character is a byte gzip cannot shrink.
        chunkFileNames: (chunk) =>
          chunk.name !== 'boot' && chunk.moduleIds.some((id) => ADMIN_MODULE.test(id))
            ? 'assets/admin-[name]-[hash:7].js'
            : 'assets/[name]-[hash:7].js',
        assetFileNames: 'assets/[name]-[hash:7][extname]',
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'] },
            { name: 'boot', test: (id) => BOOT_MODULES.has(id) && !/\/useBlocker\.js$/.test(id), includeDependenciesRecursively: false },
            // The parts of empty, error and status states (Home's load lazily): one chunk rather than
            // six tiny ones that the status screens and the admin's screens would each fetch.
            { name: 'states', test: CHUNK_GROUPS.states },
            // The admin's shared code in four chunks by who needs it, rather than some thirty tiny ones
            // (each with its own imports, exports and gzip start; the category form fetched 35 chunks).
            // Only each group's members (their imports stay where they were): a module the visitor also
            // uses must never be one, or the visitor's chunk would import an admin one.
            { name: 'shell', test: CHUNK_GROUPS.shell, includeDependenciesRecursively: false },
            { name: 'admin-contract', test: CHUNK_GROUPS['admin-contract'], includeDependenciesRecursively: false },
            { name: 'fields', test: CHUNK_GROUPS.fields, includeDependenciesRecursively: false },
            { name: 'form', test: CHUNK_GROUPS.form, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
})
