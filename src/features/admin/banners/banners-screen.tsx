import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react'
import type { Banner } from '@/api/contract/banners'
import type { ScheduleState } from '@/api/contract/plain/schedule-state'
import { useConfirmDelete } from '@/features/admin/parts/confirm/confirm-delete'
import { useRecordEdit } from '@/features/admin/parts/form/use-record-edit'
import { AdminPage } from '@/features/admin/parts/shell/admin-page'
import { RecordFrame } from '@/features/admin/parts/shell/record-frame'
import { useAdminErrorText } from '@/features/admin/parts/shell/parts-messages'
import { allOf, QueryState } from '@/features/admin/parts/shell/query-state'
import { useNotify } from '@/features/admin/parts/shell/notices'
import { SortableList } from '@/features/admin/parts/ordering/sortable-list'
import { useOptimisticOrder } from '@/features/admin/parts/ordering/use-optimistic-order'
import { ScheduleFilter } from '@/features/admin/parts/schedule/schedule-filter'
import { useOpens } from '@/features/admin/parts/stats/use-opens'
import { PlusIcon } from '@/features/admin/parts/controls/icons'
import { useListT } from '@/features/admin/parts/list/list-messages'
import { ReorderHint, ReorderToggle } from '@/features/admin/parts/ordering/reorder-toggle'
import { ReadOnlyNote } from '@/features/admin/parts/roles/read-only'
import { roleOf, useMayCall } from '@/features/admin/parts/role-check/may-call'
import { buttonClass } from '@/ui/button-class'
import { EmptyState } from '@/ui/states/empty-state'
import { Skeleton } from '@/ui/skeleton'
import { whenIdle } from '@/ui/lazy-module'
import { VisuallyHidden } from '@/ui/visually-hidden'
import { BannerRow } from './banner-row'
import { bannerWords } from './banner-name'
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

/** The banner `editing` names, as the list read it (with its `version`); null for a new one or one that is gone. */
const editedIn = (banners: readonly Banner[], editing: Editing) =>
  editing !== null && editing !== 'new' ? (banners.find((banner) => banner.id === editing.id) ?? null) : null

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
  const tList = useListT()
  const [editing, setEditingState] = useState<Editing>(null)
  const [reordering, setReordering] = useState(false)
  // Issue 28: adding, reordering, showing or hiding and deleting only for a role their operations allow
  // (an analyst opens a banner's form read-only, AdminForm says why); the list says why once.
  const mayCreate = useMayCall('admin.banners.create')
  const mayOrder = useMayCall('admin.banners.order')
  const mayUpdate = useMayCall('admin.banners.update')
  const mayDelete = useMayCall('admin.banners.delete')
  const formBox = useRef<HTMLDivElement>(null)
  // A form opened further down (a phone, or a long list) is brought into view.
  useEffect(() => {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- jsdom (the UI tests) has no scrollIntoView
    if (editing !== null) formBox.current?.scrollIntoView?.({ block: 'nearest' })
  }, [editing])
  const setEditing = (next: Editing) => {
    if (next !== null) setReordering(false)
    setEditingState(next)
  }
  useEffect(() => whenIdle(() => void loadBannerForm().catch(() => undefined)), [])
  // The one edit controller, as every edit screen's: the record is the edited banner in the list's read,
  // and a save closes the form (the list, where the screen stays, shows the saved banner).
  const edit = useRecordEdit({
    resource: 'banners',
    query,
    recordOf: (data) => editedIn(data.data, editing),
    listTo: '/$appKey/admin/banner',
    onSaved: () => setEditing(null),
  })
  // A banner deleted meanwhile (here or by someone else) closes its form rather than turning it into a new banner's.
  const open: Editing = editing === 'new' || edit.record ? editing : null
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
      titleOf: () => bannerWords(banner, n, t).title,
      remove: mutations.remove,
      title: bannerWords(banner, n, t).deleteTitle,
      message: t('deleteText'),
      confirmLabel: t('delete'),
      doneText: () => t('deleted'),
      resource: 'banners',
      onDeleted: () => {
        if (editing !== 'new' && editing?.id === banner.id) setEditing(null)
      },
    })

  const add = mayCreate && (
    <button type="button" className={buttonClass('primary')} onClick={() => setEditing('new')}>
      <PlusIcon />
      {tList('list.create')}
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
    const editedBanner = edit.record ?? undefined
    const position = editedBanner ? ordered.findIndex((banner) => banner.id === editedBanner.id) + 1 : ordered.length + 1
    // A banner's row at its place in the whole carousel, in the reorderable list and in the filtered one alike.
    const rowOf = (banner: Banner, index: number, ordering = false) => (
      <BannerRow
        banner={banner}
        opens={opens}
        n={index + 1}
        editing={editedBanner?.id === banner.id}
        ordering={ordering}
        onEdit={() => setEditing({ id: banner.id })}
        onToggle={mayUpdate ? (active) => toggle(banner, active) : undefined}
        onDelete={mayDelete ? () => void remove(banner, index + 1) : undefined}
      />
    )
    const canReorder = mayOrder && !only && ordered.length > 1
    let list
    if (only) {
      // Filtered: the matching banners in their places, not reorderable (moving among a part of
      // the carousel would say nothing about the rest).
      list =
        only.size === 0 ? (
          <p className={styles.intro}>{t('noScheduleMatch')}</p>
        ) : (
          <ul className={styles.rows} aria-label={t('list')}>
            {ordered.map((banner, index) => (only.has(banner.id) ? <li key={banner.id}>{rowOf(banner, index)}</li> : null))}
          </ul>
        )
    } else if (ordered.length === 0) {
      list = open === null && <EmptyState title={t('empty')} message={t('emptyText')} action={add || undefined} />
    } else if (reordering && mayOrder) {
      list = (
        <SortableList
          items={ordered}
          getId={(banner) => banner.id}
          getTitle={(banner) => bannerWords(banner, ordered.indexOf(banner) + 1, t).title}
          onMove={move}
          label={t('list')}
          renderItem={(banner, index) => rowOf(banner, index, true)}
        />
      )
    } else {
      list = (
        <ul className={styles.rows} aria-label={t('list')}>
          {ordered.map((banner, index) => (
            <li key={banner.id}>{rowOf(banner, index)}</li>
          ))}
        </ul>
      )
    }
    return (
      <div className={styles.stack}>
        <p className={styles.intro}>{t('intro')}</p>
        {!mayOrder && <ReadOnlyNote needs={roleOf('admin.banners.order')} />}
        {open === null && (
          <section aria-label={t('carousel')} className={styles.carouselBox}>
            <CarouselPreview banners={ordered} />
          </section>
        )}
        <div className={[styles.split, open !== null && styles.editing].filter(Boolean).join(' ')}>
          <div className={styles.column}>
            {(canReorder || onScheduleChange) && (
              <div className={styles.listHead}>
                <h2 className={styles.heading}>{t('list')}</h2>
                {canReorder && <ReorderToggle reordering={reordering} onChange={setReordering} />}
              </div>
            )}
            {onScheduleChange && !reordering && <ScheduleFilter value={schedule} onChange={onScheduleChange} />}
            {reordering && <ReorderHint />}
            {list}
          </div>
          {open !== null && (
            <div ref={formBox} className={styles.formBox}>
              <div className={styles.formHeader}>
                <h2 className={styles.formTitle}>{editedBanner ? bannerWords(editedBanner, position, t).title : t('formNew')}</h2>
                <button type="button" className={buttonClass('ghost')} onClick={() => setEditing(null)}>
                  {t('cancel')}
                </button>
              </div>
              <RecordFrame resource={edit.resource} record={edit.record}>
                <Suspense fallback={<Skeleton height={FORM_PLACEHOLDER_HEIGHT} radius="var(--radius-m)" />}>
                  <BannerForm
                    banner={editedBanner}
                    position={position}
                    banners={ordered}
                    save={(payload, version) =>
                      editedBanner ? mutations.update(editedBanner.id, payload, version) : mutations.create(payload)
                    }
                    onSaved={edit.onSaved}
                  />
                </Suspense>
              </RecordFrame>
            </div>
          )}
        </div>
      </div>
    )
  }
  return (
    <AdminPage title={t('title')} backTo="/$appKey/admin" layout="surface" actions={open === null && add} busy={query.isPending}>
      {/* With the schedule filter, its read too (filter[schedule]): the matches are drawn in the carousel's order. */}
      <QueryState<unknown> query={schedule ? allOf(query, scheduled) : query} pending={pending} errorTitle={t('loadFailed')}>
        {ready}
      </QueryState>
    </AdminPage>
  )
}
