/**
 * USAGE (List part): the route validates its search with `listSearch` and hands it in; a list screen is
 * `AdminListPage` (admin-list-page.tsx: this list inside its `AdminPage`):
 *   const query = trpc.admin.materials.list.useQuery(listInput(search), { placeholderData: keepPreviousData })
 *   <AdminListPage title={t('title')} label={t('x')} query={query} search={search} onSearchChange={onSearchChange}
 *     getTitle={(m) => m.title} isActive={(m) => m.isActive}
 *     row={(m) => ({ leading: <Thumb m={m} />, meta: 'Large · 12 opens', status: <ScheduleBadge record={m} /> })}
 *     edit={(m) => ({ to: '/$appKey/admin/materials/edit/$id', params: { appKey, id: m.id } })}
 *     setActive={(m, active) => update(m, active)} remove={(m) => del.mutateAsync({ id: m.id })}
 *     createAction={<CreateLink ...>} emptyTitle={t('empty')} />
 * Every row is a `ListRow` (title, meta, status, a "⋯" menu with edit, hide or show, delete). Bulk
 * actions live in a selection mode ("Select"): they run `setActive` / `remove` on each ticked row;
 * a notice says how many failed. Deletes go through `useConfirmDelete` (parts/confirm/confirm-delete.ts).
 */
import type { LinkProps } from '@tanstack/react-router'
import { useId, useState, type ReactNode } from 'react'
import { useConfirmDelete } from '@/features/admin/parts/confirm/confirm-delete'
import type { CollectionResource } from '@/api/contract/plain/resources'
import type { CapabilityName } from '@/features/admin/parts/capability/capabilities'
import { ActionMenu } from '@/features/admin/parts/controls/action-menu'
import { EditIcon, HideIcon, SelectIcon, ShowIcon, TrashIcon } from '@/features/admin/parts/controls/icons'
import { useNotify } from '@/features/admin/parts/shell/notices'
import { useAdminErrorText, usePartsT } from '@/features/admin/parts/shell/parts-messages'
import { buttonClass } from '@/ui/button-class'
import { EmptyState } from '@/ui/states/empty-state'
import { QueryState, type QueryLike } from '@/features/admin/parts/shell/query-state'
import { Skeleton } from '@/ui/skeleton'
import { BulkBar } from './bulk-bar'
import { ListPager } from './list-pager'
import { hasFilters } from './list-input'
import { useListT } from './list-messages'
import { ListRow, RowCheck, StatusBadge } from './list-row'
import { LIST_PAGE_SIZE, type ListSearch } from './list-search'
import { ListToolbar } from './list-toolbar'
import { NoMatchState } from './no-match-state'
import { useSelection } from './use-selection'
import styles from './list.module.css'

/** What the list needs of a list query (tRPC's `useQuery` result fits). */
interface ListQuery<T> extends QueryLike<{ data: T[]; meta: { total: number } }> {
  isFetching?: boolean
}

/** What a row shows besides its title (see ListRow). */
interface RowParts {
  leading?: ReactNode
  meta?: ReactNode
  status?: ReactNode
}

export interface AdminListProps<T extends { id: number }> {
  /** The list's accessible name. */
  label: string
  query: ListQuery<T>
  search: ListSearch
  onSearchChange: (next: ListSearch) => void
  getTitle: (item: T) => string
  /** Rows with an active state: a "Hidden" badge, hide / show in the menu and in bulk. */
  isActive?: (item: T) => boolean
  setActive?: (item: T, active: boolean) => Promise<unknown>
  remove?: (item: T) => Promise<unknown>
  /** Why an item may not be removed (its delete is disabled and says why), or nothing when it may. */
  removeBlocked?: (item: T) => string | null | undefined
  /** The search box's label (default: search by title). */
  searchLabel?: string
  /** Show the search box (default true). */
  searchable?: boolean
  /** The list is a call beyond SPEC 7: a backend without it (404) gets the capability's notice. */
  capability?: CapabilityName
  /** Show the active/inactive filter (default: when rows have an active state, `isActive`). */
  activeFilter?: boolean
  /** A list's own filter controls in the toolbar; `filtered` says when any of them is set (for "no match"). */
  filters?: ReactNode
  filtered?: boolean
  /** The row's visual, meta and status (its title is `getTitle`). */
  row?: (item: T) => RowParts
  /** A row of its own instead of ListRow (a log's expandable entry). */
  renderItem?: (item: T) => ReactNode
  /** The record's edit screen: the row leads there, and the menu's "Edit". */
  edit?: (item: T) => LinkProps
  /** The create action, shown in the empty state (and, in `AdminListPage`, beside the title). */
  createAction?: ReactNode
  emptyTitle: string
  emptyText?: string
  /** What else a delete takes with it (the confirm dialog's text). */
  deleteText?: (items: T[]) => ReactNode
  /** What the rows are in the audit log: deleting one offers Undo (parts/confirm/confirm-delete.ts). */
  resource?: CollectionResource
  pageSize?: number
}

/**
 * A back-office list over one paged server query: filters in the URL, search, active filter, one
 * row per record with its "⋯" menu, a selection mode for bulk actions, and every state (loading,
 * empty with create, error with retry, no match).
 */
export function AdminList<T extends { id: number }>(props: AdminListProps<T>) {
  const { label, query, search, onSearchChange, getTitle, isActive, setActive, remove, removeBlocked, row, renderItem, edit } = props
  const { createAction, emptyTitle, emptyText, deleteText, resource, pageSize = LIST_PAGE_SIZE } = props
  const { searchLabel, searchable, capability, activeFilter = Boolean(isActive), filters, filtered } = props
  const t = useListT()
  const tp = usePartsT()
  const notify = useNotify()
  const reasonOf = useAdminErrorText()
  const deleteFlow = useConfirmDelete()
  const selection = useSelection()
  const [selecting, setSelecting] = useState(false)
  const headingId = useId()
  const items = query.data?.data ?? []
  const total = query.data?.meta.total ?? 0
  const page = search.page ?? 1
  const pages = Math.max(1, Math.ceil(total / pageSize))
  const bulk = Boolean(setActive || remove)

  const changeSearch = (next: ListSearch) => {
    selection.reset()
    onSearchChange(next)
  }
  const stopSelecting = () => {
    selection.reset()
    setSelecting(false)
  }

  /** Runs `action` on each item; one notice for the lot. */
  const runEach = async (chosen: T[], action: (item: T) => Promise<unknown>, done: string) => {
    const results = await Promise.allSettled(chosen.map(action))
    const failed = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected')
    selection.reset()
    if (failed.length === 0) notify('success', done)
    else notify('error', t('list.partlyFailed', { count: failed.length, total: chosen.length, reason: reasonOf(failed[0]?.reason) }))
  }

  const confirmDelete = async (ticked: T[]) => {
    // Items that may not go are left out of a bulk delete (their row says why).
    const chosen = ticked.filter((item) => !removeBlocked?.(item))
    if (!remove || chosen.length === 0) return
    await deleteFlow({ items: chosen, titleOf: getTitle, remove, message: deleteText?.(chosen), onSettled: selection.reset, resource })
  }

  const toggle = async (item: T, active: boolean) => {
    if (!setActive) return
    const title = getTitle(item)
    try {
      await setActive(item, active)
      notify('success', t(active ? 'list.shown' : 'list.hidden', { title }))
    } catch (error) {
      notify('error', t('list.toggleFailed', { title, reason: reasonOf(error) }))
    }
  }

  const rowOf = (item: T) => {
    if (renderItem) return renderItem(item)
    const title = getTitle(item)
    const active = isActive?.(item) ?? true
    const parts = row?.(item) ?? {}
    const link = edit?.(item)
    return (
      <ListRow
        leading={parts.leading}
        title={title}
        meta={parts.meta}
        status={
          <>
            {!active && <StatusBadge>{t('list.inactiveBadge')}</StatusBadge>}
            {parts.status}
          </>
        }
        inactive={!active}
        link={selecting ? undefined : link}
        select={
          selecting && (
            <RowCheck
              checked={selection.ids.has(item.id)}
              onChange={(on) => selection.toggle(item.id, on)}
              label={t('list.select', { title })}
            />
          )
        }
        menu={
          !selecting && (
            <ActionMenu
              label={t('list.actions', { title })}
              actions={[
                link && { label: t('list.edit'), icon: <EditIcon />, link },
                isActive &&
                  setActive && {
                    label: t(active ? 'list.hide' : 'list.show'),
                    icon: active ? <HideIcon /> : <ShowIcon />,
                    onSelect: () => void toggle(item, !active),
                  },
                remove && {
                  label: tp('list.delete'),
                  icon: <TrashIcon />,
                  danger: true,
                  blocked: removeBlocked?.(item),
                  onSelect: () => void confirmDelete([item]),
                },
              ]}
            />
          )
        }
      />
    )
  }

  const pending = (
    <div className={styles.skeletons} role="status" aria-busy="true" aria-label={t('list.loading')}>
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} height={60} />
      ))}
    </div>
  )
  let body: ReactNode
  if (total === 0 && (hasFilters(search) || filtered)) {
    body = <NoMatchState onClear={() => changeSearch({})} />
  } else if (total === 0) {
    body = <EmptyState title={emptyTitle} message={emptyText} action={createAction} />
  } else {
    const pageIds = items.map((item) => item.id)
    const allTicked = pageIds.length > 0 && pageIds.every((id) => selection.ids.has(id))
    const chosen = items.filter((item) => selection.ids.has(item.id))
    body = (
      <>
        {selecting && (
          <BulkBar
            count={chosen.length}
            allTicked={allTicked}
            onTickAll={(on) => selection.setAll(pageIds, on)}
            onActivate={setActive && (() => runEach(chosen, (item) => setActive(item, true), t('list.updated', { count: chosen.length })))}
            onDeactivate={
              setActive && (() => runEach(chosen, (item) => setActive(item, false), t('list.updated', { count: chosen.length })))
            }
            onDelete={remove && (() => confirmDelete(chosen))}
            onDone={stopSelecting}
          />
        )}
        <ul className={styles.rows} aria-labelledby={headingId} aria-busy={query.isFetching || undefined}>
          {items.map((item) => (
            <li key={item.id} className={styles.row}>
              {rowOf(item)}
            </li>
          ))}
        </ul>
        <ListPager page={page} pages={pages} onPage={(next) => changeSearch({ ...search, page: next === 1 ? undefined : next })} />
      </>
    )
  }

  return (
    <section className={styles.list} aria-labelledby={headingId}>
      <ListToolbar
        search={search}
        onSearchChange={changeSearch}
        searchLabel={searchLabel}
        searchable={searchable}
        activeFilter={activeFilter}
        filters={filters}
      />
      <div className={styles.listHead}>
        <h2 id={headingId} className={styles.heading}>
          {label}
          {query.data && <span className={styles.total}> · {t('list.total', { total })}</span>}
        </h2>
        {bulk && total > 0 && !selecting && (
          <button type="button" className={buttonClass('ghost', { className: styles.modeButton })} onClick={() => setSelecting(true)}>
            <SelectIcon />
            {t('list.selectMode')}
          </button>
        )}
      </div>
      <QueryState query={query} pending={pending} errorTitle={t('list.errorTitle')} capability={capability}>
        {() => body}
      </QueryState>
    </section>
  )
}
