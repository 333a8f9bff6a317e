import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { openApiDocument } from './document'

/**
 * The API reference page: Redoc's standalone bundle rendering the OpenAPI document. Node only (the
 * dev server serves it at /api/docs; `npm run build` writes a copy to dist/api/); it never reaches
 * the SPA's bundles.
 */
const REDOC = createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js')
const REDOC_FILE = 'redoc.standalone.js'

const OPTIONS = { hideDownloadButton: false, expandResponses: '200,201,202', jsonSampleExpandLevel: 3, sortTagsAlphabetically: false }

/** The page: `spec` is where the document is read from (a URL), or the document itself (the static copy opens from disk). */
function referenceHtml(spec: string | object, script: string): string {
  const source = typeof spec === 'string' ? JSON.stringify(spec) : `JSON.parse(document.getElementById('openapi').textContent)`
  const embedded =
    typeof spec === 'string'
      ? ''
      : `<script id="openapi" type="application/json">${JSON.stringify(spec).replaceAll('<', '\\u003c')}</script>\n`
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Navigation hub API</title>
<style>body { margin: 0; }</style>
</head>
<body>
<div id="reference"></div>
${embedded}<script src="${script}"></script>
<script>Redoc.init(${source}, ${JSON.stringify(OPTIONS)}, document.getElementById('reference'))</script>
</body>
</html>
`
}

/** Serves the page at `/api/docs` and its script beside it; null for other paths. */
export async function serveReference(pathname: string): Promise<Response | null> {
  if (pathname === '/api/docs' || pathname === '/api/docs/') {
    return new Response(referenceHtml('/api/openapi.json', `/api/docs/${REDOC_FILE}`), {
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' },
    })
  }
  if (pathname === `/api/docs/${REDOC_FILE}`) {
    return new Response(await readFile(REDOC), { headers: { 'Content-Type': 'text/javascript', 'Cache-Control': 'public, max-age=3600' } })
  }
  return null
}

/** The static copy: `<dir>/index.html` with the document inside (opens from disk), `openapi.json` and the script. */
export async function writeReference(dir: string): Promise<void> {
  const document = await openApiDocument()
  await mkdir(dir, { recursive: true })
  await writeFile(join(dir, 'openapi.json'), `${JSON.stringify(document)}\n`)
  await writeFile(join(dir, REDOC_FILE), await readFile(REDOC))
  await writeFile(join(dir, 'index.html'), referenceHtml(document, REDOC_FILE))
}
