import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { extname, join, normalize } from 'node:path'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
}

export interface StaticServer {
  url: string
  close: () => Promise<void>
}

/** Serves a built Storybook (`storybook build -o dir`) on 127.0.0.1, as `npx http-server dir` would. */
export async function serveStatic(dir: string): Promise<StaticServer> {
  const server: Server = createServer((request, response) => {
    void (async () => {
      let path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname)
      if (path.endsWith('/')) path += 'index.html'
      const file = join(dir, normalize(path))
      try {
        if (!file.startsWith(dir) || !(await stat(file)).isFile()) throw new Error('not a file')
        response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
        createReadStream(file).pipe(response)
      } catch {
        response.writeHead(404).end()
      }
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('No port')
  return {
    url: `http://127.0.0.1:${String(address.port)}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
