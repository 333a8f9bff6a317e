import { accessSync, constants } from 'node:fs'

/** Playwright's own browser download does not work here: tests drive the system Chromium. */
const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser']

/** Flags that keep a headless Chromium quiet and working as root in a container. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/** `CHROMIUM_PATH` when set (and executable), else the first system Chromium found, else null. */
export function findChromium(): string | null {
  const fromEnv = process.env.CHROMIUM_PATH
  const candidates = fromEnv ? [fromEnv, ...CHROMIUM_CANDIDATES] : CHROMIUM_CANDIDATES
  return candidates.find(isExecutable) ?? null
}
