import { useWatch } from 'react-hook-form'
import type { Audience, LockedDisplay } from '@/api/contract/audience'
import type { Banner } from '@/api/contract/banners'
import type { FileRecord } from '@/api/contract/common'
import { PreviewForViewers } from '@/features/admin/parts/audience/preview-for-viewers'
import { BannerStrip } from '@/parts/banners/banner-strip'
import { useBannersT } from './banners-messages'
import styles from './banners.module.css'

/** A banner as the carousel needs it. */
interface Shown {
  id: number
  isActive: boolean
  image: FileRecord | null
  audience?: Audience
  lockedDisplay?: LockedDisplay
}

/**
 * Home's carousel as visitors will see it: the active banners with a picture, in their order; where
 * some are not for everyone, as a channel member or an outsider sees it (a locked banner shows its
 * picture, as on the hub, where a tap offers the channel; a hidden one is left out).
 */
export function CarouselPreview({ banners }: { banners: readonly Shown[] }) {
  const t = useBannersT()
  const shown = banners.filter((banner) => banner.isActive && banner.image)
  if (shown.length === 0)
    return (
      <div className={styles.phone}>
        <p className={styles.carouselEmpty}>{t('carouselEmpty')}</p>
      </div>
    )
  return (
    <PreviewForViewers records={shown}>
      {(accessOf) => {
        const items = shown.flatMap((banner) =>
          banner.image && accessOf(banner) !== 'hidden' ? [{ id: banner.id, imageUrl: banner.image.url }] : [],
        )
        return (
          <div className={styles.phone}>
            {items.length === 0 ? (
              <p className={styles.carouselEmpty}>{t('carouselNoneForViewer')}</p>
            ) : (
              <BannerStrip
                items={items}
                label={t('carousel')}
                itemLabel={(index, total) => t('carouselItem', { index, total })}
                dotLabel={(index, total) => t('carouselDot', { index, total })}
              />
            )}
          </div>
        )
      }}
    </PreviewForViewers>
  )
}

/** The carousel with the banner being edited in its place (or last, when new), following the form. */
export function LiveCarouselPreview({ banners, editingId }: { banners: readonly Banner[]; editingId: number | null }) {
  const [isActive, image, audience, lockedDisplay] = useWatch({ name: ['isActive', 'image', 'audience', 'lockedDisplay'] }) as [
    boolean | undefined,
    FileRecord | null | undefined,
    Audience | undefined,
    LockedDisplay | undefined,
  ]
  const edited: Shown = { id: editingId ?? 0, isActive: isActive ?? true, image: image ?? null, audience, lockedDisplay }
  const list: Shown[] = editingId === null ? [...banners, edited] : banners.map((banner) => (banner.id === editingId ? edited : banner))
  return <CarouselPreview banners={list} />
}
