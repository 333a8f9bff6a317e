/**
 * Reference (a) of `npm run bench`: React 19 alone. Fetches the same two reads as Home (root
 * categories and banners, in parallel, from the same REST API) and renders them once.
 */
import { createRoot } from 'react-dom/client'
import { HomeView, type BannerData, type CardData } from '../shared/home-view'

interface Wire {
  id: number
  title?: string
  description?: string | null
  display_type?: string
  image?: { url: string } | null
  icon?: { url: string } | null
}

const appKey = location.pathname.split('/')[1] || 'demo'

async function read(path: string): Promise<Wire[]> {
  const response = await fetch(`/api/${path}`, { headers: { 'X-App-Key': appKey, Accept: 'application/json' } })
  return ((await response.json()) as { data: Wire[] }).data
}

const toCard = (row: Wire): CardData => ({
  id: row.id,
  title: row.title ?? '',
  description: row.description ?? null,
  displayType: row.display_type ?? 'no_bg',
  imageUrl: row.image?.url ?? null,
  iconUrl: row.icon?.url ?? null,
})

const root = document.getElementById('root')
void Promise.all([read('categories?filter%5Broot%5D=1'), read('banners')]).then(([categories, banners]) => {
  if (!root) return
  createRoot(root).render(
    <HomeView
      cards={categories.map(toCard)}
      banners={banners.map((row): BannerData => ({ id: row.id, imageUrl: row.image?.url ?? null }))}
    />,
  )
})
