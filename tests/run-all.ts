/**
 * `npm test`: every check in order, stopping at the first failure, then one summary line
 * (`N passed, M failed`). Cheap checks first so a lint error costs seconds, not minutes.
 * Only checks whose result depends on the code belong here (bytes, behaviour): timings depend on
 * how busy the machine is and live in `npm run bench`, as ratios to references built in the same run.
 */
import { spawnSync } from 'node:child_process'
import { findChromium } from './support/chromium'

interface Step {
  name: string
  run: () => boolean
}

function sh(command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.error) console.error(`Could not start ${command}: ${result.error.message}`)
  return result.status === 0
}

const npx =
  (...args: string[]) =>
  () =>
    sh('npx', ['--no-install', ...args])

function ensureChromium(): boolean {
  const found = findChromium()
  if (found) {
    console.log(`Chromium: ${found}`)
    return true
  }
  const isRoot = process.getuid?.() === 0
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0
  if (!isRoot || !hasApt) {
    console.error(
      "Chromium is missing. Story and end-to-end tests drive the system Chromium (Playwright's own download does not work here).\n" +
        'Install it (Debian/Ubuntu: `sudo apt-get install -y chromium`) or set CHROMIUM_PATH to a Chromium executable.',
    )
    return false
  }
  console.log("Chromium is missing; installing Debian's chromium with apt-get...")
  const env = { DEBIAN_FRONTEND: 'noninteractive' }
  if (!sh('apt-get', ['update'], env) || !sh('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], env)) return false
  const installed = findChromium()
  if (!installed) console.error('apt-get finished but no Chromium was found at /usr/bin/chromium or /usr/bin/chromium-browser.')
  return installed !== null
}

const steps: Step[] = [
  // Unused exports, files and dependencies (knip.jsonc) beside eslint; import cycles are a unit test.
  { name: 'lint', run: () => npx('eslint', '.')() && npx('knip', '--no-progress')() },
  // .storybook/ gets its own tsconfig: tsc drops a dot-directory entry from the root's include list.
  {
    name: 'typecheck',
    run: () => npx('tsc', '-p', 'tsconfig.json', '--noEmit')() && npx('tsc', '-p', '.storybook/tsconfig.json', '--noEmit')(),
  },
  { name: 'unit, ui and contract tests', run: npx('vitest', 'run', '--project', 'unit', '--project', 'ui', '--project', 'contract') },
  // `npm run build`: the SPA, then the API reference beside it (dist/api/).
  { name: 'build', run: () => sh('npm', ['run', '-s', 'build']) },
  { name: 'size budget', run: () => sh(process.execPath, ['--import', 'tsx', 'tests/bench/size.ts']) },
  { name: 'chromium', run: ensureChromium },
  { name: 'story tests', run: npx('vitest', 'run', '--project', 'storybook') },
  { name: 'e2e tests', run: npx('vitest', 'run', '--project', 'e2e') },
]

const startedAt = Date.now()
let passed = 0
let failed = 0
for (const [index, step] of steps.entries()) {
  console.log(`\n=== [${index + 1}/${steps.length}] ${step.name} ===\n`)
  const stepStart = Date.now()
  const ok = step.run()
  const seconds = ((Date.now() - stepStart) / 1000).toFixed(1)
  if (ok) {
    passed++
    console.log(`\n--- ${step.name}: ok (${seconds} s)`)
  } else {
    failed++
    console.error(`\n--- ${step.name}: FAILED (${seconds} s); stopping here.`)
    break
  }
}

const skipped = steps.length - passed - failed
console.log(`\nTotal ${((Date.now() - startedAt) / 1000).toFixed(0)} s${skipped ? `, ${skipped} step(s) not run` : ''}.`)
console.log(`${passed} passed, ${failed} failed`)
process.exitCode = failed === 0 ? 0 : 1
