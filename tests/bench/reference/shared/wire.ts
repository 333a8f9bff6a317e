import type { BannerData, CardData } from './home-view'

/** A category or banner as the REST API sends it (the fields the reference pages draw). */
export interface Wire {
  id: number
  title?: string
  description?: string | null
  display_type?: string
  image?: { url: string } | null
  icon?: { url: string } | null
}

export const toCard = (row: Wire): CardData => ({
  id: row.id,
  title: row.title ?? '',
  description: row.description ?? null,
  displayType: row.display_type ?? 'no_bg',
  imageUrl: row.image?.url ?? null,
  iconUrl: row.icon?.url ?? null,
})

export const toBanner = (row: Wire): BannerData => ({ id: row.id, imageUrl: row.image?.url ?? null })
