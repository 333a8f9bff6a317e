import { useAtomValue } from 'jotai'
import { HomeView } from '../shared/home-view'
import { appKeyAtom, rootInput, trpc } from './trpc'

/** Home's component, in a chunk of its own (lazyRouteComponent), reading the cache the loader filled. */
export function Home() {
  const appKey = useAtomValue(appKeyAtom)
  const categories = trpc.categories.list.useQuery(rootInput)
  const banners = trpc.banners.list.useQuery({})
  if (!categories.data || !banners.data) return null
  return (
    <HomeView
      key={appKey}
      cards={categories.data.data.map((c) => ({
        id: c.id,
        title: c.title,
        description: c.description,
        displayType: c.displayType,
        imageUrl: c.image?.url ?? null,
        iconUrl: c.icon?.url ?? null,
      }))}
      banners={banners.data.data.map((b) => ({ id: b.id, imageUrl: b.image?.url ?? null }))}
    />
  )
}
