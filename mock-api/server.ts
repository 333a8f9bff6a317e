import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { readFile, stat } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { extname, join, resolve, sep } from 'node:path'
import { gzipSync } from 'node:zlib'
import { fetchRequestHandler } from '@trpc/server/adapters/fetch'
import { safeDecode } from '@/api/wire'
import { MAX_UPLOAD_BYTES } from '@/api/contract/plain/upload-size'
import { devLaunchData } from './dev-launch'
import { createDevStandIns } from './dev-stand-ins'
import { deliverDueEverywhere } from './services/notify'
import { contextFromRequest, type ApiDeps } from './request-context'
import { serveReference } from './openapi/reference'
import { withOpenApi } from './openapi/serve'
import { createRestHandler } from './rest'
import { appRouter } from './routers'

interface ServerOptions extends ApiDeps {
  /** 0: any free port (tests, benchmarks), read back from what startServer returns. */
  port: number
  /** `dev`: Vite middleware with HMR; `dist`: the production build from `distDir`. */
  mode: 'dev' | 'dist'
  distDir: string
  /** Serve signed launch data for plain browsers (never in front of real users). */
  devLaunch: boolean
}

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.json': 'application/json',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain',
}

/** How often the node server sends what became due without a call (each call of a hub sends its own first). */
const DELIVERY_INTERVAL_MS = 15_000

/** Largest request body the server reads: an upload of MAX_UPLOAD_BYTES plus its multipart framing. */
const MAX_BODY_BYTES = MAX_UPLOAD_BYTES + 64 * 1024

/**
 * Reads the body with a hard limit, whatever Content-Length says (chunked bodies have none):
 * null when it is larger, so nothing can make the server buffer without bound.
 */
async function readBody(req: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > MAX_BODY_BYTES) {
      req.resume()
      return null
    }
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/** The Fetch Request of a Node request; null when its body is over the limit. */
async function toRequest(req: IncomingMessage, origin: string): Promise<Request | null> {
  const headers = new Headers()
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v))
    else if (value !== undefined) headers.set(key, value)
  }
  const method = METHODS.has(req.method ?? '') ? (req.method as string) : 'OPTIONS'
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req)
  if (body === null) return null
  return new Request(new URL(req.url ?? '/', origin), { method, headers, body: body as BodyInit | undefined })
}

async function send(res: ServerResponse, response: Response, acceptEncoding = '') {
  res.statusCode = response.status
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie') res.setHeader(key, value)
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length) res.setHeader('Set-Cookie', cookies)
  let body = Buffer.from(await response.arrayBuffer())
  if (body.length > 1024 && /json|svg|text/.test(response.headers.get('content-type') ?? '') && /gzip/.test(acceptEncoding)) {
    body = gzipSync(body)
    res.setHeader('Content-Encoding', 'gzip')
    res.setHeader('Vary', 'Accept-Encoding')
  }
  res.end(body)
}

const tooLargeResponse = () =>
  new Response(
    JSON.stringify({
      message: 'The request body is too large (5 MB at most).',
      code: 'file_too_large',
      params: { max_bytes: MAX_UPLOAD_BYTES },
    }),
    {
      status: 413,
      headers: { 'Content-Type': 'application/json', Connection: 'close' },
    },
  )

/** One process, one port: the SPA, the REST API under /api, tRPC under /trpc. */
export async function startServer(options: ServerOptions) {
  const rest = withOpenApi(createRestHandler(options))
  const devStandIns = createDevStandIns(options)
  // Messages due to visitors waiting for a record that goes live while nobody calls the hub.
  const deliveries = setInterval(() => {
    void deliverDueEverywhere(options.store, options.now ?? (() => new Date())).catch((error: unknown) =>
      console.error('[server] sending notifications failed', error),
    )
  }, DELIVERY_INTERVAL_MS)
  deliveries.unref()
  // Only resolves request paths: the host is never read.
  const origin = 'http://localhost'
  const vite =
    options.mode === 'dev' ? await (await import('vite')).createServer({ server: { middlewareMode: true }, appType: 'spa' }) : null
  const gzipCache = new Map<string, Buffer>()

  async function serveDist(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', origin)
    const root = resolve(options.distDir)
    let file = resolve(join(root, safeDecode(url.pathname)))
    // A bare prefix test would let `/a%2F..%2F..%2Fdist-secret/x` out into a sibling directory;
    // dist/.vite holds the build manifest: not for the public.
    const isInside = file.startsWith(root + sep) && !file.startsWith(join(root, '.vite') + sep)
    const isAsset =
      isInside &&
      (await stat(file).then(
        (s) => s.isFile(),
        () => false,
      ))
    if (!isAsset) {
      // A missing file (`/seed/gone.mp4`) is a 404, so images and players show their own error; only
      // the app's own paths fall back to the SPA.
      const fileType = extname(url.pathname)
      if (fileType !== '.html' && fileType in MIME) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
        res.end('Not found.')
        return
      }
      file = join(root, 'index.html')
    }
    const type = MIME[extname(file)] ?? 'application/octet-stream'
    let body: Buffer = await readFile(file)
    res.setHeader('Content-Type', type)
    res.setHeader('Cache-Control', file.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache')
    if (/text|javascript|json|svg/.test(type) && /gzip/.test(String(req.headers['accept-encoding']))) {
      body = gzipCache.get(file) ?? gzipSync(body)
      gzipCache.set(file, body)
      res.setHeader('Content-Encoding', 'gzip')
      res.setHeader('Vary', 'Accept-Encoding')
    }
    res.end(body)
  }

  const server = createHttpServer((req, res) => {
    void (async () => {
      const url = req.url ?? '/'
      if (url.startsWith('/api/docs')) {
        const page = await serveReference(new URL(url, origin).pathname)
        if (page) return send(res, page, String(req.headers['accept-encoding'] ?? ''))
      }
      if (url.startsWith('/api/') || url === '/api') {
        const request = await toRequest(req, origin)
        const response = request ? await rest(request) : tooLargeResponse()
        if (response) return send(res, response, String(req.headers['accept-encoding'] ?? ''))
      }
      if (url.startsWith('/trpc/')) {
        const request = await toRequest(req, origin)
        if (!request) return send(res, tooLargeResponse())
        const extras = { cookies: [] as string[] }
        const response = await fetchRequestHandler({
          endpoint: '/trpc',
          req: request,
          router: appRouter,
          createContext: () => contextFromRequest(request, options, extras),
        })
        extras.cookies.forEach((c) => response.headers.append('Set-Cookie', c))
        return send(res, response)
      }
      if (url.startsWith('/__dev/')) {
        // Development stand-ins only: a production server knows nothing of them.
        if (!options.devLaunch) return send(res, new Response(JSON.stringify({ message: 'Not found.' }), { status: 404 }))
        if (url.startsWith('/__dev/launch-data')) {
          return send(res, await devLaunchData(new URL(url, origin), options.botToken, (options.now ?? (() => new Date()))()))
        }
        const request = await toRequest(req, origin)
        const response = request ? await devStandIns(request) : tooLargeResponse()
        if (response) return send(res, response)
      }
      if (vite) return vite.middlewares(req, res)
      return serveDist(req, res)
    })().catch((error: unknown) => {
      console.error('[server] unexpected error', error)
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify({ message: 'Server error.' }))
    })
  })
  // A port already taken rejects here, rather than as an uncaught error with start-up left hanging.
  await new Promise<void>((done, fail) => {
    server.once('error', fail)
    server.listen(options.port, () => {
      server.off('error', fail)
      done()
    })
  })
  return {
    server,
    port: (server.address() as AddressInfo).port,
    close: async () => {
      clearInterval(deliveries)
      await vite?.close()
      await new Promise<void>((done) => server.close(() => done()))
    },
  }
}
