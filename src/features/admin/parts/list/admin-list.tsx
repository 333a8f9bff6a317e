/**
 * USAGE (List part): the route validates its search with `listSearch` and hands it in; a list screen is
 * `AdminListPage` (admin-list-page.tsx: this list inside its `AdminPage`):
 *   const query = trpc.admin.materials.list.useQuery(listInput(search), { placeholderData: keepPreviousData })
 *   <AdminListPage title={t('title')} label={t('x')} query={query} search={search} onSearchChange={onSearchChange}
 *     getTitle={(m) => m.title} isActive={(m) => m.isActive}
 *     renderRow={(m) => <MaterialRow m={m} />} editLink={(m, children) => <Link ...>{children}</Link>}
 *     setActive={(m, active) => update(m, active)} remove={(m) => del.mutateAsync({ id: m.id })}
 *     createAction={<ButtonLink to=... >} emptyTitle={t('empty')} />
 * Rows are records with an `id`; the active filter shows when rows have an active state (`isActive`).
 * Bulk actions run `setActive` / `remove` on each ticked row; a notice says how many failed. Deletes go
 * through `useConfirmDelete` (parts/confirm/confirm-delete.ts).
 */
import { useId, type ReactNode } from 'react'
import { useConfirmDelete } from '@/features/admin/parts/confirm/confirm-delete'
import type { CollectionResource } from '@/api/contract/plain/resources'
import { useNotify } from '@/features/admin/parts/shell/notices'
import { Switch } from '@/features/admin/parts/field-frame/switch-field'
import { useAdminErrorText, usePartsT } from '@/features/admin/parts/shell/parts-messages'
import { EmptyState } from '@/ui/states/empty-state'
import { QueryState, type QueryLike } from '@/features/admin/parts/shell/query-state'
import { Skeleton } from '@/ui/skeleton'
import { BulkBar } from './bulk-bar'
import { ListPager } from './list-pager'
import { hasFilters } from './list-input'
import { LIST_PAGE_SIZE, type ListSearch } from './list-search'
import { ListToolbar } from './list-toolbar'
import { NoMatchState } from './no-match-state'
import { useSelection } from './use-selection'
import styles from './list.module.css'

/** What the list needs of a list query (tRPC's `useQuery` result fits). */
interface ListQuery<T> extends QueryLike<{ data: T[]; meta: { total: number } }> {
  isFetching?: boolean
}

export interface AdminListProps<T extends { id: number }> {
  /** The list's accessible name. */
  label: string
  query: ListQuery<T>
  search: ListSearch
  onSearchChange: (next: ListSearch) => void
  getTitle: (item: T) => string
  /** Rows with an inline active switch and bulk activate / deactivate. */
  isActive?: (item: T) => boolean
  setActive?: (item: T, active: boolean) => Promise<unknown>
  remove?: (item: T) => Promise<unknown>
  /** Why an item may not be removed (its delete is disabled and says why), or nothing when it may. */
  removeBlocked?: (item: T) => string | null | undefined
  /** The search box's label (default: search by title). */
  searchLabel?: string
  /** Show the active/inactive filter (default: when rows have an active state, `isActive`). */
  activeFilter?: boolean
  /** A list's own filter controls in the toolbar; `filtered` says when any of them is set (for "no match"). */
  filters?: ReactNode
  filtered?: boolean
  /** The row's body (title, thumbnail, details). */
  renderRow: (item: T) => ReactNode
  /** A typed Link to the edit screen around `children` (the row's visible text names it; `label` is for icon-only links). */
  editLink?: (item: T, children: ReactNode, label: string) => ReactNode
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

function TrashIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </svg>
  )
}

/** A row's delete; when the item may not go, disabled, with the reason as its description and tooltip. */
function DeleteButton({ label, blocked, onClick }: { label: string; blocked: string | null | undefined; onClick: () => void }) {
  const reasonId = useId()
  return (
    <>
      <button
        type="button"
        className={styles.deleteButton}
        onClick={onClick}
        aria-label={label}
        disabled={Boolean(blocked)}
        title={blocked ?? undefined}
        aria-describedby={blocked ? reasonId : undefined}
      >
        <TrashIcon />
      </button>
      {blocked && (
        <span id={reasonId} hidden>
          {blocked}
        </span>
      )}
    </>
  )
}

/**
 * A back-office list over one paged server query: filters in the URL, search, active filter,
 * inline active switch, edit and delete per row, bulk actions, and every state (loading, empty
 * with create, error with retry, no match).
 */
export function AdminList<T extends { id: number }>(props: AdminListProps<T>) {
  const {
    label,
    query,
    search,
    onSearchChange,
    getTitle,
    isActive,
    setActive,
    remove,
    removeBlocked,
    renderRow,
    editLink,
    createAction,
    emptyTitle,
    emptyText,
    deleteText,
    resource,
    pageSize = LIST_PAGE_SIZE,
  } = props
  const { searchLabel, activeFilter = Boolean(isActive), filters, filtered } = props
  const t = usePartsT()
  const notify = useNotify()
  const reasonOf = useAdminErrorText()
  const deleteFlow = useConfirmDelete()
  const selection = useSelection()
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
    try {
      await setActive(item, active)
    } catch (error) {
      notify('error', t('list.toggleFailed', { title: getTitle(item), reason: reasonOf(error) }))
    }
  }

  const pending = (
    <div className={styles.rows} role="status" aria-busy="true" aria-label={t('list.loading')}>
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} height={56} />
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
        {bulk && (
          <BulkBar
            count={chosen.length}
            allTicked={allTicked}
            onTickAll={(on) => selection.setAll(pageIds, on)}
            onActivate={setActive && (() => runEach(chosen, (item) => setActive(item, true), t('list.updated', { count: chosen.length })))}
            onDeactivate={
              setActive && (() => runEach(chosen, (item) => setActive(item, false), t('list.updated', { count: chosen.length })))
            }
            onDelete={remove && (() => confirmDelete(chosen))}
          />
        )}
        <ul className={styles.rows} aria-labelledby={headingId} aria-busy={query.isFetching || undefined}>
          {items.map((item) => {
            const id = item.id
            const title = getTitle(item)
            return (
              <li key={id} className={styles.row}>
                {bulk && (
                  <input
                    type="checkbox"
                    className={styles.tick}
                    checked={selection.ids.has(id)}
                    onChange={(event) => selection.toggle(id, event.target.checked)}
                    aria-label={t('list.select', { title })}
                  />
                )}
                <div className={styles.rowBody}>
                  {editLink ? editLink(item, renderRow(item), t('list.editItem', { title })) : renderRow(item)}
                </div>
                {isActive && setActive && (
                  <Switch checked={isActive(item)} onChange={(on) => void toggle(item, on)} label={t('list.activeItem', { title })} />
                )}
                {remove && (
                  <DeleteButton
                    label={t('list.deleteItem', { title })}
                    blocked={removeBlocked?.(item)}
                    onClick={() => void confirmDelete([item])}
                  />
                )}
              </li>
            )
          })}
        </ul>
        <ListPager page={page} pages={pages} onPage={(next) => changeSearch({ ...search, page: next === 1 ? undefined : next })} />
      </>
    )
  }

  return (
    <section className={styles.list} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {label}
        {query.data && <span className={styles.total}> · {t('list.total', { total })}</span>}
      </h2>
      <ListToolbar search={search} onSearchChange={changeSearch} searchLabel={searchLabel} activeFilter={activeFilter} filters={filters} />
      <QueryState query={query} pending={pending} errorTitle={t('list.errorTitle')}>
        {() => body}
      </QueryState>
    </section>
  )
}
