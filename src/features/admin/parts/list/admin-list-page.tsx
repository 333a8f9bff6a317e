import type { ReactNode } from 'react'
import { AdminPage } from '@/features/admin/parts/shell/admin-page'
import { AdminList, type AdminListProps } from './admin-list'
import type { ListSearch } from './list-search'

/** What a list screen gets from its route: the validated search (filters and page in the URL) and how to change it. */
export interface ListScreenProps<S extends ListSearch = ListSearch> {
  search: S
  onSearchChange: (next: S) => void
}

interface AdminListPageProps<T extends { id: number }> extends AdminListProps<T> {
  title: string
  /** A short text between the title and the list. */
  intro?: ReactNode
}

/**
 * A resource's list screen: the admin page (back to the index, the create action beside the title,
 * busy while the first page loads) around one `AdminList`, so every list screen has the same frame.
 */
export function AdminListPage<T extends { id: number }>({ title, intro, ...list }: AdminListPageProps<T>) {
  return (
    <AdminPage title={title} backTo="/$appKey/admin" actions={list.createAction} busy={list.query.isPending}>
      {intro}
      <AdminList<T> {...list} />
    </AdminPage>
  )
}
