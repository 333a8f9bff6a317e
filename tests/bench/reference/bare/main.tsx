/**
 * Reference (a) of `npm run bench`: React 19 alone. Fetches the same two reads as Home (root
 * categories and banners, in parallel, from the same REST API) and renders them once.
 */
import { createRoot } from 'react-dom/client'
import { HomeView } from '../shared/home-view'
import { toBanner, toCard, type Wire } from '../shared/wire'

const appKey = location.pathname.split('/')[1] || 'demo'

async function read(path: string): Promise<Wire[]> {
  const response = await fetch(`/api/${path}`, { headers: { 'X-App-Key': appKey, Accept: 'application/json' } })
  return ((await response.json()) as { data: Wire[] }).data
}

const root = document.getElementById('root')
void Promise.all([read('categories?filter%5Broot%5D=1'), read('banners')]).then(([categories, banners]) => {
  if (!root) return
  createRoot(root).render(<HomeView cards={categories.map(toCard)} banners={banners.map(toBanner)} />)
})
