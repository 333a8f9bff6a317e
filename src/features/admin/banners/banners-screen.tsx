import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import type { Banner } from '@/api/contract/banners'
import type { ScheduleState } from '@/api/contract/plain/schedule-state'
import { useConfirmDelete } from '@/features/admin/parts/confirm/confirm-delete'
import { AdminPage } from '@/features/admin/parts/shell/admin-page'
import { RecordFrame } from '@/features/admin/parts/shell/record-frame'
import { useAdminErrorText } from '@/features/admin/parts/shell/parts-messages'
import { allOf, QueryState } from '@/features/admin/parts/shell/query-state'
import { useNotify } from '@/features/admin/parts/shell/notices'
import { SortableList } from '@/features/admin/parts/ordering/sortable-list'
import { useOptimisticOrder } from '@/features/admin/parts/ordering/use-optimistic-order'
import { ScheduleFilter } from '@/features/admin/parts/schedule/schedule-filter'
import { useOpens } from '@/features/admin/parts/stats/use-opens'
import buttons from '@/ui/button.module.css'
import { EmptyState } from '@/ui/states/empty-state'
import { Skeleton } from '@/ui/skeleton'
import { whenIdle } from '@/ui/lazy-module'
import { VisuallyHidden } from '@/ui/visually-hidden'
import { BannerRow } from './banner-row'
import { useBannersT } from './banners-messages'
import { CarouselPreview } from './carousel-preview'
import { useBannerMutations } from './use-banner-mutations'
import { useAdminBanners, useScheduledBanners } from './use-banners'
import styles from './banners.module.css'

/*
 * The banner form (the admin's form frame, image upload, link set, schedule) is drawn only once the
 * admin edits or adds a banner: fetched then, or when the browser is idle after the list draws, so a
 * form usually opens at once. Out of the screen's first load (issue 10's 200 KB).
 */
const loadBannerForm = () => import('./banner-form')
const BannerForm = lazy(() => loadBannerForm().then((module) => ({ default: module.BannerForm })))
/** About the form's height while its chunk arrives, so the page does not jump. */
const FORM_PLACEHOLDER_HEIGHT = 480

/** Which form is open: a banner's, a new one's, or none. */
type Editing = { id: number } | 'new' | null

/**
 * SPEC 2 `banner` (surface layout): Home's carousel previewed, the banners in their order
 * (drag, keyboard or up/down; saved through the order call), shown or hidden in place, and one
 * banner's form at a time.
 */
interface BannersScreenProps {
  /** The schedule filter (`?schedule=`, `filter[schedule]`): only those banners, without reordering. */
  schedule?: ScheduleState
  onScheduleChange?: (schedule: ScheduleState | undefined) => void
}

export function BannersScreen({ schedule, onScheduleChange }: BannersScreenProps) {
  const t = useBannersT()
  const query = useAdminBanners()
  const mutations = useBannerMutations()
  const notify = useNotify()
  const errorText = useAdminErrorText()
  const confirmDelete = useConfirmDelete()
  const [editing, setEditing] = useState<Editing>(null)
  useEffect(() => whenIdle(() => void loadBannerForm().catch(() => undefined)), [])
  const opens = useOpens('banner')
  const scheduled = useScheduledBanners(schedule)
  const scheduledData = scheduled.data?.data
  const only = useMemo(() => (scheduledData ? new Set(scheduledData.map((banner) => banner.id)) : undefined), [scheduledData])
  const banners = query.data?.data ?? []
  const { ordered, move } = useOptimisticOrder({
    items: banners,
    getId: (banner) => banner.id,
    save: mutations.order,
    version: query.data?.meta.orderVersion,
  })

  const toggle = (banner: Banner, active: boolean) => {
    mutations.setActive(banner, active).catch((error: unknown) => notify('error', t('toggleFailed', { reason: errorText(error) })))
  }
  const remove = (banner: Banner, n: number) =>
    confirmDelete({
      items: [banner],
      titleOf: () => t('item', { n }),
      remove: mutations.remove,
      title: t('deleteTitle', { n }),
      message: t('deleteText'),
      confirmLabel: t('delete'),
      doneText: () => t('deleted'),
      resource: 'banners',
      onDeleted: () => {
        if (editing !== 'new' && editing?.id === banner.id) setEditing(null)
      },
    })

  const add = (
    <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={() => setEditing('new')}>
      {t('add')}
    </button>
  )
  const pending = (
    <div role="status" className={styles.stack}>
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
      <Skeleton height={170} radius="var(--radius-l)" />
      <Skeleton height={64} />
      <Skeleton height={64} />
    </div>
  )
  const ready = () => {
    const editedBanner = editing !== null && editing !== 'new' ? ordered.find((banner) => banner.id === editing.id) : undefined
    const position = editedBanner ? ordered.indexOf(editedBanner) + 1 : ordered.length + 1
    // A banner's row at its place in the whole carousel, in the reorderable list and in the filtered one alike.
    const rowOf = (banner: Banner, index: number) => (
      <BannerRow
        banner={banner}
        opens={opens}
        n={index + 1}
        editing={editedBanner?.id === banner.id}
        onEdit={() => setEditing({ id: banner.id })}
        onToggle={(active) => toggle(banner, active)}
        onDelete={() => void remove(banner, index + 1)}
      />
    )
    return (
      <div className={styles.stack}>
        <p className={styles.intro}>{t('intro')}</p>
        {editing === null && (
          <section aria-label={t('carousel')} className={styles.carouselBox}>
            <CarouselPreview banners={ordered} />
          </section>
        )}
        {onScheduleChange && <ScheduleFilter value={schedule} onChange={onScheduleChange} />}
        {only ? (
          // Filtered: the matching banners in their places, not reorderable (moving among a part of
          // the carousel would say nothing about the rest).
          <ul className={styles.filtered} aria-label={t('list')}>
            {ordered.map((banner, index) => (only.has(banner.id) ? <li key={banner.id}>{rowOf(banner, index)}</li> : null))}
            {only.size === 0 && <li className={styles.intro}>{t('noScheduleMatch')}</li>}
          </ul>
        ) : ordered.length === 0 && editing === null ? (
          <EmptyState title={t('empty')} message={t('emptyText')} action={add} />
        ) : (
          <SortableList
            items={ordered}
            getId={(banner) => banner.id}
            getTitle={(banner) => t('item', { n: ordered.indexOf(banner) + 1 })}
            onMove={move}
            label={t('list')}
            renderItem={rowOf}
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
            <RecordFrame resource="banners" record={editedBanner}>
              <Suspense fallback={<Skeleton height={FORM_PLACEHOLDER_HEIGHT} radius="var(--radius-m)" />}>
                <BannerForm
                  banner={editedBanner}
                  position={position}
                  banners={ordered}
                  save={(payload, version) =>
                    editedBanner ? mutations.update(editedBanner.id, payload, version) : mutations.create(payload)
                  }
                  onSaved={() => setEditing(null)}
                />
              </Suspense>
            </RecordFrame>
          </div>
        )}
      </div>
    )
  }
  return (
    <AdminPage title={t('title')} backTo="/$appKey/admin" layout="surface" wide busy={query.isPending}>
      {/* With the schedule filter, its read too (filter[schedule]): the matches are drawn in the carousel's order. */}
      <QueryState<unknown> query={schedule ? allOf(query, scheduled) : query} pending={pending} errorTitle={t('loadFailed')}>
        {ready}
      </QueryState>
    </AdminPage>
  )
}
