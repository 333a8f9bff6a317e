import { Tappable } from '@/parts/cards/tappable'
import { Image } from '@/ui/image'
import styles from './banner-strip.module.css'

interface BannerStripItem {
  id: number
  imageUrl: string
  /** Opens the banner's link; without it the banner is plain content. */
  onTap?: () => void
}

interface BannerStripProps {
  items: readonly BannerStripItem[]
  /** The list's accessible name. */
  label: string
  /** The name of banner `index` (from 1) of `total`. */
  itemLabel: (index: number, total: number) => string
}

/**
 * Home's banners as visitors see them: a swipeable row where the next one peeks in. Drawn by the
 * hub's carousel and by the banner admin's preview.
 */
export function BannerStrip({ items, label, itemLabel }: BannerStripProps) {
  if (items.length === 0) return null
  // A row of banners without links has nothing to focus: the row itself takes focus, so it can be scrolled by keyboard.
  const focusable = items.some((item) => item.onTap) ? undefined : 0
  return (
    <ul
      className={[styles.carousel, items.length > 1 && styles.multiple].filter(Boolean).join(' ')}
      aria-label={label}
      tabIndex={focusable}
    >
      {items.map((item, index) => {
        const name = itemLabel(index + 1, items.length)
        return (
          <li key={item.id} className={styles.item}>
            <Tappable className={styles.banner} label={name} onTap={item.onTap}>
              <Image
                src={item.imageUrl}
                alt={item.onTap ? '' : name}
                width={1200}
                height={600}
                cover
                priority={index === 0}
                // The first banner is the screen's largest image: it goes ahead of the cards' images.
                fetchPriority={index === 0 ? 'high' : undefined}
              />
            </Tappable>
          </li>
        )
      })}
    </ul>
  )
}
