import { useWatch } from 'react-hook-form'
import type { Banner } from '@/api/contract/banners'
import type { FileRecord } from '@/api/contract/common'
import { BannerStrip } from '@/parts/banners/banner-strip'
import { useBannersT } from './banners-messages'
import styles from './banners.module.css'

/** A banner as the carousel needs it. */
interface Shown {
  id: number
  isActive: boolean
  image: FileRecord | null
}

/** Home's carousel as visitors will see it: the active banners with a picture, in their order. */
export function CarouselPreview({ banners }: { banners: readonly Shown[] }) {
  const t = useBannersT()
  const items = banners.flatMap((banner) => (banner.isActive && banner.image ? [{ id: banner.id, imageUrl: banner.image.url }] : []))
  return (
    <div className={styles.phone}>
      {items.length === 0 ? (
        <p className={styles.carouselEmpty}>{t('carouselEmpty')}</p>
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
}

/** The carousel with the banner being edited in its place (or last, when new), following the form. */
export function LiveCarouselPreview({ banners, editingId }: { banners: readonly Banner[]; editingId: number | null }) {
  const [isActive, image] = useWatch({ name: ['isActive', 'image'] }) as [boolean | undefined, FileRecord | null | undefined]
  const edited: Shown = { id: editingId ?? 0, isActive: isActive ?? true, image: image ?? null }
  const list: Shown[] = editingId === null ? [...banners, edited] : banners.map((banner) => (banner.id === editingId ? edited : banner))
  return <CarouselPreview banners={list} />
}
