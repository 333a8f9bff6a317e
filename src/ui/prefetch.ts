import { whenIdle } from './lazy-module'
import { PREFETCH_META } from './prefetch-meta'

let prefetched = false

/**
 * Asks the browser to fetch the chunks index.html lists into its cache, at lowest priority and
 * with nothing parsed or run: once per page. Their modules run only when first used. One link per
 * idle moment: each starts a request, and a dozen at once made the largest task after Home painted.
 */
export function prefetchListedChunks(doc: Document = document): void {
  if (prefetched) return
  prefetched = true
  const urls = doc.querySelector<HTMLMetaElement>(`meta[name="${PREFETCH_META}"]`)?.content.split(/\s+/).filter(Boolean) ?? []
  const next = () => {
    const url = urls.shift()
    if (url === undefined) return
    const link = doc.createElement('link')
    link.rel = 'prefetch'
    // As Vite's loader will ask for them (CORS mode), so that the cached answer is the one it takes.
    link.crossOrigin = ''
    link.href = url
    doc.head.appendChild(link)
    whenIdle(next)
  }
  next()
}
