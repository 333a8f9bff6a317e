import type { Banner } from '@/api/contract/banners'
import { hubMessages } from '@/features/hub/hub-messages'
import { useMessages } from '@/i18n/use-t'
import { hasOpenableLink } from '@/features/hub/links/link-target'
import { useOpenLink } from '@/features/hub/links/use-open-link'
import { useReportOpen } from '@/features/hub/opens/use-report-open'
import { BannerStrip } from '@/parts/banners/banner-strip'
import { isGated } from '@/features/hub/audience/gated-item'
import { useOpenGated } from '@/features/hub/audience/use-open-gated'

/** Home's banners in a swipeable row (the next one peeks in); each opens its first link. */
export function BannerCarousel({ banners }: { banners: readonly Banner[] }) {
  const openLink = useOpenLink()
  const reportOpen = useReportOpen()
  const t = useMessages(hubMessages)
  const openGated = useOpenGated()
  const items = banners.flatMap((banner) =>
    banner.image
      ? [
          {
            id: banner.id,
            imageUrl: banner.image.url,
            onTap: isGated(banner)
              ? () => openGated(banner, t('banners.label'), 'banner')
              : hasOpenableLink(banner.links)
                ? () => (reportOpen('banner', banner.id), openLink(banner.links))
                : undefined,
          },
        ]
      : [],
  )
  return (
    <BannerStrip
      items={items}
      label={t('banners.label')}
      itemLabel={(index, total) => t('banners.item', { index, total })}
      dotLabel={(index, total) => t('banners.dot', { index, total })}
    />
  )
}
