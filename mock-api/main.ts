import { resolve } from 'node:path'
import { DEV_BOT_TOKEN } from './auth'
import { startServer } from './server'
import { createFsFileStorage } from './store/file-storage-fs'
import { createFileStore } from './store/file'
import { devFirstStart } from './dev-seed'

const port = Number(process.env.PORT ?? 5173)
const dataDir = resolve(process.env.DATA_DIR ?? '.data')
const botToken = process.env.BOT_TOKEN ?? DEV_BOT_TOKEN
const production = process.env.NODE_ENV === 'production'

// A first start makes demo and club from their templates, as POST /__dev/hubs makes any hub, plus
// a few weeks of demo's statistics and a few days of its history, so no screen starts empty.
const store = await createFileStore(dataDir, () => devFirstStart())
await startServer({
  port,
  mode: production ? 'dist' : 'dev',
  distDir: resolve('dist'),
  store,
  files: createFsFileStorage(dataDir),
  botToken,
  devLaunch: !production || process.env.DEV_LAUNCH === '1',
}).catch((error: unknown) => {
  if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error
  console.error(`Port ${String(port)} is in use (another copy of the app?). Stop it, or choose another port: PORT=5174 npm start`)
  process.exit(1)
})

const base = `http://localhost:${String(port)}`
console.log(`
  Navigation hub (${production ? 'production build' : 'development'}) — data in ${dataDir}
  Visitor: ${base}/demo
  Admin:   ${base}/demo/admin
  API:     ${base}/api   (OpenAPI: ${base}/api/openapi.json)
${botToken === DEV_BOT_TOKEN ? '  BOT_TOKEN not set: using the development bot token (launch data from real Telegram will not verify).\n' : ''}`)
