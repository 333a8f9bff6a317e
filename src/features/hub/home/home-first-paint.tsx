import type { Banner } from '@/api/contract/banners'
import type { Button } from '@/api/contract/buttons'
import type { Category } from '@/api/contract/categories'
import { isGated } from '@/features/hub/audience/gated-item'
import { markBoxOf } from '@/features/hub/audience/mark-box'
import categoryStyles from '@/features/hub/categories/categories.module.css'
import { ru } from '@/features/hub/hub-messages-ru'
import { hasOpenableLink, type HubLink } from '@/features/hub/links/link-target'
import { formatMessage } from '@/i18n/translate'
import styles from '@/features/hub/screen.module.css'
import { BannerStrip } from '@/parts/banners/banner-strip'
import { CategoryCard } from '@/parts/cards/category-card'
import { FloatingButtonSpacer, FloatingButtonView } from '@/parts/floating-button-view'

export interface HomeFirstPaintData {
  categories: readonly Category[]
  banners: readonly Banner[]
  /** The floating button (SPEC 2: the first active main-page button), if any. */
  button: Button | null
  /** Opens a card's links where they leave the hub, within the tap (app/first-paint.tsx). */
  onLink: (links: readonly HubLink[]) => void
}

// A card that opens a screen, a popup or a gate draws as a button with its chevron; the app opens it.
const later = () => undefined
// Named in Russian, the bundled catalog: the visitor's language is the app's to settle, a moment later.
const say = (key: keyof typeof ru) => (index: number, total: number) => formatMessage(ru[key], { index, total })

/**
 * Home as it first paints, before the app's code has run (app/first-paint.tsx): the banners, the
 * root categories and the floating button from the reads index.html asked for, drawn by the parts
 * Home draws them with (home-screen.tsx), so that nothing moves when the app takes the screen over.
 */
export function HomeFirstPaint({ categories, banners, button, onLink }: HomeFirstPaintData) {
  return (
    <main className={styles.screen} aria-busy="true">
      <BannerStrip
        items={banners.flatMap((banner) =>
          banner.image
            ? [
                {
                  id: banner.id,
                  imageUrl: banner.image.url,
                  onTap: isGated(banner) ? later : hasOpenableLink(banner.links) ? () => onLink(banner.links) : undefined,
                },
              ]
            : [],
        )}
        label={ru['banners.label']}
        itemLabel={say('banners.item')}
        dotLabel={say('banners.dot')}
      />
      <ul className={categoryStyles.list} aria-label={ru['home.categories']}>
        {categories.map((category, index) => (
          <li key={category.id}>
            <CategoryCard
              category={category}
              onOpen={category.roadType === 'link' && !isGated(category) ? () => onLink(category.links) : later}
              priority={index < 2}
              mark={markBoxOf(category, ru['audience.locked'])}
            />
          </li>
        ))}
      </ul>
      {button && (
        <>
          <FloatingButtonSpacer />
          <FloatingButtonView button={button} onPress={() => onLink(button.links)} />
        </>
      )}
    </main>
  )
}
