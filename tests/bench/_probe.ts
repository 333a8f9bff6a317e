import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { chromium } from 'playwright-core'
import { DEV_BOT_TOKEN } from '@mock-api/auth'
import { startServer } from '@mock-api/server'
import { createFileStore } from '@mock-api/store/file'
import { createFsFileStorage } from '@mock-api/store/file-storage-fs'
import { CHROMIUM_ARGS } from '../support/chromium'
const dataDir = await mkdtemp(join(tmpdir(), 'probe-'))
const port = 41000 + Math.floor(Math.random() * 1000)
const server = await startServer({ port, mode: 'dist', distDir: resolve(process.argv[2] ?? 'dist'), devLaunch: false, botToken: DEV_BOT_TOKEN, store: await createFileStore(dataDir), files: createFsFileStorage(dataDir) })
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })
const page = await browser.newPage({ viewport: { width: 412, height: 823 } })
await page.addInitScript(`
  const t0 = performance.now()
  const log = (window.__log = [])
  const at = () => (performance.now() - t0).toFixed(0).padStart(5)
  for (const name of ['replaceState', 'pushState']) {
    const orig = history[name].bind(history)
    history[name] = (...a) => { log.push(\`\${at()} \${name} \${String(a[2])} \${JSON.stringify(a[0]).slice(0, 120)}\`); return orig(...a) }
  }
  const f = window.fetch.bind(window)
  window.fetch = async (...a) => { const u = a[0] instanceof Request ? a[0].url : String(a[0]); log.push(\`\${at()} fetch> \${u}\`); const r = await f(...a); log.push(\`\${at()} fetch< \${u}\`); return r }
  let commits = 0
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = { supportsFiber: true, renderers: new Map(), inject: () => 1, onCommitFiberRoot: (id, root) => { commits++; const names = []; const walk = (f) => { while (f) { if ((f.flags & 1) && typeof f.type === 'function') names.push(f.type.displayName || f.type.name); else if ((f.flags & 1) && f.type && typeof f.type === 'object' && (f.type.type || f.type.render)) { const t = f.type.type || f.type.render; names.push('memo:' + (t.displayName || t.name)) } walk(f.child); f = f.sibling } }; walk(root.current.child); log.push(\`\${at()} commit #\${commits} [\${names.length}] \${names.slice(0, 30).join(',')}\`) }, onCommitFiberUnmount: () => {}, onPostCommitFiberRoot: () => {}, checkDCE: () => {} }
  new PerformanceObserver((l) => l.getEntries().forEach((e) => log.push(\`\${at()} \${e.entryType} \${e.name} \${e.element?.tagName ?? ''} \${e.element?.className ?? ''} \${e.url ?? ''} size=\${e.size}\`))).observe({ type: 'largest-contentful-paint', buffered: true })
  new PerformanceObserver((l) => l.getEntries().forEach((e) => log.push(\`\${at()} paint \${e.name}\`))).observe({ type: 'paint', buffered: true })
  new PerformanceObserver((l) => l.getEntries().forEach((e) => log.push(\`\${at()} longtask \${e.duration.toFixed(0)}\`))).observe({ type: 'longtask', buffered: true })
`)
await page.goto(`http://127.0.0.1:${port}${process.argv[3] ?? '/demo'}`, { waitUntil: 'networkidle' })
await page.waitForTimeout(800)
console.log("url", page.url()); console.log((await page.evaluate(() => (window as any).__log as string[] ?? ["nolog"])).join('\n'))
await browser.close(); await server.close()
