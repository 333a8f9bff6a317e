import type { ReactNode } from 'react'
import type { Category } from '@/api/contract/categories'
import type { Material } from '@/api/contract/materials'
import { isGated } from '@/features/hub/audience/gated-item'
import { markBoxOf } from '@/features/hub/audience/mark-box'
import { ru } from '@/features/hub/hub-messages-ru'
import { hasOpenableLink, type HubLink } from '@/features/hub/links/link-target'
import screenStyles from '@/features/hub/screen.module.css'
import { MaterialCards } from '@/parts/cards/material-list'
import { CategoryHeader } from './category-header'
import { SubcategoryRows } from './subcategory-rows'

// A card that opens a screen, a popup or a gate draws as a button; the app opens it (app/first-paint.tsx).
const later = () => undefined

/**
 * A category opened as the first screen (its path, or a deep link), as it first paints before the
 * app's code has run (app/first-paint.tsx): the back control (`back`: features/hub/first-paint-back.tsx), the header as
 * category-body.tsx draws it for the road type, a material category's cards and a category's
 * subcategories, closed. A section category's sections, a link's or video's button, an empty
 * category's note and the share button come with the app (their code is the app's).
 */
export function CategoryFirstPaint({
  category,
  back,
  onLink,
}: {
  category: Category
  back: ReactNode
  /** Opens a card's links where they leave the hub, within the tap (app/first-paint.tsx). */
  onLink: (links: readonly HubLink[]) => void
}) {
  const { roadType } = category
  const leads = roadType === 'link' || roadType === 'video'
  const mark = (item: Material | Category) => markBoxOf(item, ru['audience.locked'])
  return (
    <main className={screenStyles.screen} aria-busy="true">
      {back}
      <CategoryHeader category={category} card={leads || roadType === 'subcategories'} withIcon={leads} />
      {roadType === 'subcategories' && (
        <SubcategoryRows
          subcategories={category.subcategories ?? []}
          open={null}
          onOpenChange={later}
          panel={() => null}
          onOpen={(sub) => (sub.roadType === 'link' && !isGated(sub) ? onLink(sub.links) : undefined)}
          markOf={mark}
        />
      )}
      {roadType === 'material' && (
        <MaterialCards
          materials={category.materials ?? []}
          priority
          markOf={mark}
          onOpenOf={(material) => (isGated(material) ? later : hasOpenableLink(material.links) ? () => onLink(material.links) : undefined)}
        />
      )}
    </main>
  )
}
