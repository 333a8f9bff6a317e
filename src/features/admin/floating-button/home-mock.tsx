import { useWatch } from 'react-hook-form'
import { trpc } from '@/api/trpc'
import { BannerStrip } from '@/parts/banners/banner-strip'
import { CategoryCard } from '@/parts/cards/category-card'
import { FloatingButtonView } from '@/parts/floating-button-view'
import { useFloatingButtonT } from './floating-button-messages'
import styles from './floating-button.module.css'

const HEX = /^#[0-9a-fA-F]{6}$/

/** Home's first categories and its banners: the hub's own reads, so the preview draws what visitors see. */
const HOME_CATEGORIES = { filter: { root: true }, pagination: { offset: 0, limit: 4 } }
const noLabel = () => ''

/**
 * Home as visitors see it (its banners and first categories drawn by the hub's own parts; sketched
 * rows while they load or when there are none), with the form's button at the bottom.
 */
export function HomeMock() {
  const t = useFloatingButtonT()
  const categories = trpc.categories.list.useQuery(HOME_CATEGORIES).data?.data ?? []
  const banners = (trpc.banners.list.useQuery({}).data?.data ?? []).flatMap((banner) =>
    banner.image ? [{ id: banner.id, imageUrl: banner.image.url }] : [],
  )
  const [text, background, color, isActive, id] = useWatch({ name: ['text', 'background', 'color', 'isActive', 'id'] }) as [
    string,
    string,
    string,
    boolean,
    number | undefined,
  ]
  // SPEC 3: a new button is active once saved; a stored one shows only while active.
  const shown = id === undefined || isActive
  return (
    <div className={styles.phone} role="group" aria-label={t('home')}>
      <p className={styles.homeTitle} aria-hidden="true">
        {t('home')}
      </p>
      <div className={styles.home} aria-hidden="true" inert>
        {banners.length > 0 ? (
          <BannerStrip items={banners.slice(0, 1)} label="" itemLabel={noLabel} dotLabel={noLabel} />
        ) : (
          <div className={styles.banner} />
        )}
        {categories.length > 0
          ? categories.map((category) => <CategoryCard key={category.id} category={category} />)
          : [1, 2, 3].map((n) => (
              <div key={n} className={styles.card}>
                {t('mockCard', { n })}
              </div>
            ))}
      </div>
      {shown && (
        <FloatingButtonView
          contained
          button={{
            text: text.trim() || '…',
            background: HEX.test(background) ? background : '#000000',
            color: HEX.test(color) ? color : '#ffffff',
          }}
        />
      )}
    </div>
  )
}
