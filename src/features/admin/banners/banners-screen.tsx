import { useState } from 'react'
import type { Banner } from '@/api/contract/banners'
import { errorMessageKey, errorMessages } from '@/i18n/error-messages'
import { useAdminErrorText } from '@/features/admin/parts/parts-messages'
import { useMessages } from '@/i18n/use-t'
import { useConfirm } from '@/features/admin/parts/confirm/confirm'
import { AdminPage } from '@/features/admin/parts/layout/admin-page'
import { useNotify } from '@/features/admin/parts/notices/notices'
import { SortableList } from '@/features/admin/parts/ordering/sortable-list'
import { useOptimisticOrder } from '@/features/admin/parts/ordering/use-optimistic-order'
import buttons from '@/ui/button.module.css'
import { EmptyState } from '@/ui/empty-state'
import { ErrorState } from '@/ui/error-state'
import { Skeleton } from '@/ui/skeleton'
import { VisuallyHidden } from '@/ui/visually-hidden'
import { BannerForm } from './banner-form'
import { BannerRow } from './banner-row'
import { useBannersT } from './banners-messages'
import { CarouselPreview } from './carousel-preview'
import { useBannerMutations } from './use-banner-mutations'
import { useAdminBanners } from './use-banners'
import styles from './banners.module.css'

/** Which form is open: a banner's, a new one's, or none. */
type Editing = { id: number } | 'new' | null

/**
 * SPEC 2 `banner` (surface layout): Home's carousel previewed, the banners in their order
 * (drag, keyboard or up/down; saved through the order call), shown or hidden in place, and one
 * banner's form at a time.
 */
export function BannersScreen() {
  const t = useBannersT()
  const te = useMessages(errorMessages)
  const query = useAdminBanners()
  const mutations = useBannerMutations()
  const notify = useNotify()
  const errorText = useAdminErrorText()
  const confirm = useConfirm()
  const [editing, setEditing] = useState<Editing>(null)
  const banners = query.data?.data ?? []
  const { ordered, move } = useOptimisticOrder({ items: banners, getId: (banner) => banner.id, save: mutations.order })

  const toggle = (banner: Banner, active: boolean) => {
    mutations.setActive(banner, active).catch((error: unknown) => notify('error', t('toggleFailed', { reason: errorText(error) })))
  }
  const remove = async (banner: Banner, n: number) => {
    if (!(await confirm({ title: t('deleteTitle', { n }), message: t('deleteText'), confirmLabel: t('delete'), destructive: true }))) return
    try {
      await mutations.remove(banner)
      if (editing !== 'new' && editing?.id === banner.id) setEditing(null)
      notify('success', t('deleted'))
    } catch (error) {
      notify('error', t('toggleFailed', { reason: errorText(error) }))
    }
  }

  const add = (
    <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={() => setEditing('new')}>
      {t('add')}
    </button>
  )
  let body
  if (query.isPending) {
    body = (
      <div role="status" className={styles.stack}>
        <VisuallyHidden>{t('loading')}</VisuallyHidden>
        <Skeleton height={170} radius="var(--radius-l)" />
        <Skeleton height={64} />
        <Skeleton height={64} />
      </div>
    )
  } else if (query.isError) {
    body = (
      <ErrorState
        title={t('loadFailed')}
        message={te(errorMessageKey(query.error))}
        retryLabel={t('retry')}
        onRetry={() => query.refetch()}
      />
    )
  } else {
    const editedBanner = editing !== null && editing !== 'new' ? ordered.find((banner) => banner.id === editing.id) : undefined
    const position = editedBanner ? ordered.indexOf(editedBanner) + 1 : ordered.length + 1
    body = (
      <div className={styles.stack}>
        <p className={styles.intro}>{t('intro')}</p>
        {editing === null && (
          <section aria-label={t('carousel')} className={styles.carouselBox}>
            <CarouselPreview banners={ordered} />
          </section>
        )}
        {ordered.length === 0 && editing === null ? (
          <EmptyState title={t('empty')} message={t('emptyText')} action={add} />
        ) : (
          <SortableList
            items={ordered}
            getId={(banner) => banner.id}
            getTitle={(banner) => t('item', { n: ordered.indexOf(banner) + 1 })}
            onMove={move}
            label={t('list')}
            renderItem={(banner, index) => (
              <BannerRow
                banner={banner}
                n={index + 1}
                editing={editedBanner?.id === banner.id}
                onEdit={() => setEditing({ id: banner.id })}
                onToggle={(active) => toggle(banner, active)}
                onDelete={() => void remove(banner, index + 1)}
              />
            )}
          />
        )}
        {editing === null ? (
          ordered.length > 0 && <div>{add}</div>
        ) : (
          <div className={styles.formBox}>
            <div className={styles.formHeader}>
              <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={() => setEditing(null)}>
                {t('cancel')}
              </button>
            </div>
            <BannerForm
              key={editedBanner?.id ?? 'new'}
              banner={editedBanner}
              position={position}
              banners={ordered}
              version={editedBanner?.version}
              save={(payload, version) => (editedBanner ? mutations.update(editedBanner.id, payload, version) : mutations.create(payload))}
              onSaved={() => setEditing(null)}
            />
          </div>
        )}
      </div>
    )
  }
  return (
    <AdminPage title={t('title')} backTo="/$appKey/admin" layout="surface" wide busy={query.isPending}>
      {body}
    </AdminPage>
  )
}
