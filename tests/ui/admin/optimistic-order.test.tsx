import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api/api-error'
import { SortableList } from '@/features/admin/parts/ordering/sortable-list'
import { useOptimisticOrder } from '@/features/admin/parts/ordering/use-optimistic-order'
import { renderAdmin } from './admin-harness'

const items = [
  { id: 1, title: 'Альфа' },
  { id: 2, title: 'Бета' },
  { id: 3, title: 'Гамма' },
]

function Ordered({ save }: { save: (ids: number[]) => Promise<unknown> }) {
  const { ordered, move } = useOptimisticOrder({ items, getId: (item) => item.id, save })
  return (
    <SortableList
      items={ordered}
      getId={(item) => item.id}
      getTitle={(item) => item.title}
      onMove={move}
      label="Порядок"
      renderItem={(item) => item.title}
    />
  )
}

const order = () =>
  within(screen.getByRole('list', { name: 'Порядок' }))
    .getAllByRole('listitem')
    .map((row) => row.textContent?.match(/Альфа|Бета|Гамма/)?.[0])

describe('optimistic ordering', { timeout: 60_000 }, () => {
  it('shows the new order at once and rolls it back with a notice when the server refuses', async () => {
    let refuse: (error: unknown) => void = () => undefined
    const user = userEvent.setup()
    await renderAdmin('/demo/admin/order', () => (
      <Ordered
        save={() =>
          new Promise((_, reject) => {
            refuse = reject
          })
        }
      />
    ))
    await user.click(await screen.findByRole('button', { name: 'Ниже: «Альфа»' }))
    expect(order()).toEqual(['Бета', 'Альфа', 'Гамма'])
    refuse(new ApiError('bad-request', "The ids must be exactly the category's items.", { status: 422 }))
    await waitFor(() => expect(order()).toEqual(['Альфа', 'Бета', 'Гамма']))
    expect(await screen.findByText(/^Порядок не сохранён, вернули прежний: /)).toBeInTheDocument()
    expect(screen.queryByText(/The ids must be exactly/)).not.toBeInTheDocument()
  })

  it('keeps the new order when the server accepts it', async () => {
    const saved: number[][] = []
    const user = userEvent.setup()
    await renderAdmin('/demo/admin/order', () => (
      <Ordered
        save={(ids) => {
          saved.push(ids)
          return Promise.resolve()
        }}
      />
    ))
    await user.click(await screen.findByRole('button', { name: 'Выше: «Гамма»' }))
    expect(await screen.findByText('Порядок сохранён')).toBeInTheDocument()
    expect(order()).toEqual(['Альфа', 'Гамма', 'Бета'])
    expect(saved).toEqual([[1, 3, 2]])
  })
})
