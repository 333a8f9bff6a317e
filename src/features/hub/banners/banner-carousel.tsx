import type { Banner } from '@/api/contract/banners'
import { Image } from '@/ui/image'
import { hubMessages } from '@/features/hub/hub-messages'
import { useMessages } from '@/i18n/use-t'
import { hasOpenableLink } from '@/features/hub/links/link-action'
import { useOpenLink } from '@/features/hub/links/use-open-link'
import { Tappable } from '@/parts/cards/tappable'
import styles from './banners.module.css'

/** Home's banners in a swipeable row (the next one peeks in); each opens its first link. */
export function BannerCarousel({ banners }: { banners: readonly Banner[] }) {
  const openLink = useOpenLink()
  const t = useMessages(hubMessages)
  const shown = banners.filter((banner) => banner.image)
  if (shown.length === 0) return null
  return (
    <ul className={[styles.carousel, shown.length > 1 && styles.multiple].filter(Boolean).join(' ')} aria-label={t('banners.label')}>
      {shown.map((banner, index) => {
        const label = t('banners.item', { index: index + 1, total: shown.length })
        return (
          <li key={banner.id} className={styles.item}>
            <Tappable
              className={styles.banner}
              label={label}
              onTap={hasOpenableLink(banner.links) ? () => openLink(banner.links) : undefined}
            >
              {banner.image && <Image src={banner.image.url} alt={hasOpenableLink(banner.links) ? '' : label} width={1200} height={600} cover priority={index === 0} />}
            </Tappable>
          </li>
        )
      })}
    </ul>
  )
}
