import { useRef, useState } from 'react'
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
  /** The name of the dot that scrolls to banner `index` ("Show banner 2 of 3"). */
  dotLabel: (index: number, total: number) => string
}

/**
 * Home's banners as visitors see them: a swipeable row where the next one peeks in, with position
 * dots under it (the current one marked; a dot scrolls to its banner). Drawn by the hub's carousel
 * and by the banner admin's preview.
 */
export function BannerStrip({ items, label, itemLabel, dotLabel }: BannerStripProps) {
  const row = useRef<HTMLUListElement>(null)
  const [current, setCurrent] = useState(0)
  if (items.length === 0) return null
  const last = items.length - 1
  // Equal widths and snap points: the scroll's share of its range is the position's share of the row.
  const scrollMax = (list: HTMLUListElement) => list.scrollWidth - list.clientWidth
  // A row of banners without links has nothing to focus: the row itself takes focus, so it can be scrolled by keyboard.
  const focusable = items.some((item) => item.onTap) ? undefined : 0
  return (
    <>
      <ul
        ref={row}
        className={[styles.carousel, items.length > 1 && styles.multiple].filter(Boolean).join(' ')}
        aria-label={label}
        tabIndex={focusable}
        onScroll={(event) => {
          const list = event.currentTarget
          const max = scrollMax(list)
          if (max > 0) setCurrent(Math.round((list.scrollLeft / max) * last))
        }}
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
      {last > 0 && (
        <div className={styles.dots}>
          {items.map((item, index) => (
            <button
              key={item.id}
              type="button"
              className={styles.dot}
              aria-label={dotLabel(index + 1, items.length)}
              aria-current={index === current || undefined}
              onClick={() => {
                const list = row.current
                // Not in every environment (jsdom): the dot is marked either way.
                if (list && 'scrollTo' in list) list.scrollTo({ left: (scrollMax(list) * index) / last })
                setCurrent(index)
              }}
            />
          ))}
        </div>
      )}
    </>
  )
}
