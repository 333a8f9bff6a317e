import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
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
