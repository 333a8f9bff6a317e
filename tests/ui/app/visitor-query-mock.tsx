import { trpc } from '@/api/trpc'

/** A Home that makes one visitor call, so a hub's subscription rule applies to it. */
export function BannersHome() {
  const banners = trpc.banners.list.useQuery(undefined)
  if (!banners.data) return <p>…</p>
  return <h1>Banners: {banners.data.data.length}</h1>
}
