import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { createLogger, loadConfigFromFile } from 'vite'

const root = resolve(import.meta.dirname, '../..')

/** The warnings Vite prints while it loads `file` as `npm start`, `vite build` and Vitest do. */
async function warningsLoading(file: string): Promise<string[]> {
  const warnings: string[] = []
  const logger = createLogger('warn')
  logger.warn = (message) => void warnings.push(message)
  logger.warnOnce = (message) => void warnings.push(message)
  await loadConfigFromFile({ command: 'serve', mode: 'development' }, resolve(root, file), root, 'warn', logger)
  return warnings
}

// Vite checks what its config imports against its native config loader (planned as the default)
// and warns at every start (an import without its extension, __dirname, JSON without attributes).
// The configs import src/ modules (the early-reads script, the prefetch meta's name): keep those
// free of anything that check refuses, so `npm start` prints no warning.
describe('the Vite configs load without warnings', () => {
  it.each(['vite.config.ts', 'vitest.config.ts'])('%s', async (file) => {
    expect(await warningsLoading(file)).toEqual([])
  })
})

// vite.config.ts drops one warning of a dependency's bug (postcss-modules prepends the CSS a module
// composes from another file without its source, and Vite's url rewriter warns): only that one, and
// only while the composed files hold nothing the rewriter would have to resolve (a url()).
describe('the composed CSS warning', () => {
  it('is the only message the config logger drops', async () => {
    const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, resolve(root, 'vite.config.ts'), root, 'silent')
    const { COMPOSED_CSS_WARNING } = await import('../../vite.config')
    const logger = loaded?.config.customLogger
    expect(logger).toBeDefined()
    const printed = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      logger!.warnOnce(`\n${COMPOSED_CSS_WARNING}. This may cause imported assets to be incorrectly transformed.`)
      expect(printed).not.toHaveBeenCalled()
      logger!.warnOnce('some other warning')
      expect(printed).toHaveBeenCalledTimes(1)
    } finally {
      printed.mockRestore()
    }
  })

  it('hides nothing: no file composed from another holds a url()', () => {
    const composed = new Set<string>()
    for (const entry of readdirSync(resolve(root, 'src'), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.css')) continue
      const file = join(entry.parentPath, entry.name)
      for (const match of readFileSync(file, 'utf8').matchAll(/composes:[^;]*\bfrom\s+['"]([^'"]+)['"]/g)) {
        composed.add(resolve(dirname(file), match[1]!))
      }
    }
    expect(composed.size).toBeGreaterThan(0)
    for (const file of composed) expect(readFileSync(file, 'utf8'), file).not.toMatch(/url\(/)
  })
})
