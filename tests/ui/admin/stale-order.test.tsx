import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { BannersScreen } from '@/features/admin/banners/banners-screen'
import { CategoryListScreen } from '@/features/admin/categories/category-list-screen'
import { ivanOrders, seedWithIvan } from '@stories/admin/another-admin'
import { serveMockApi } from '../support/mock-api-server'
import { renderAdmin } from './admin-harness'

/** The demo hub with a second admin, Иван, who orders lists from his own browser. */
serveMockApi(seedWithIvan())

const images = () =>
  within(screen.getByRole('list', { name: 'Порядок баннеров' }))
    .getAllByRole('listitem')
    .map(
      (row) =>
        row
          .querySelector('img')
          ?.getAttribute('src')
          ?.match(/banner-(\w+)/)?.[1],
    )

const stale = 'Порядок тем временем изменил другой администратор (Иван Петров); вот текущий порядок, попробуйте ещё раз.'

describe('a stale order', { timeout: 60_000 }, () => {
  it('banners: refused as stale (the order version was sent), the list reloads to the current order and says who ordered it', async () => {
    const user = userEvent.setup()
    await renderAdmin('/demo/admin/banners', () => <BannersScreen />)
    await screen.findByRole('list', { name: 'Порядок баннеров' })
    expect(images()).toEqual(['courses', 'meetup', 'archive'])
    await user.click(screen.getByRole('button', { name: 'Порядок' }))
    await ivanOrders('banners', () => [3, 1, 2])
    await user.click(await screen.findByRole('button', { name: 'Ниже: «Баннер 1»' }))
    expect(await screen.findByText(stale)).toBeInTheDocument()
    await waitFor(() => expect(images()).toEqual(['archive', 'courses', 'meetup']))
    // The reloaded list's version goes with the next move: accepted.
    await user.click(screen.getByRole('button', { name: 'Ниже: «Баннер 1»' }))
    expect(await screen.findByText('Порядок сохранён')).toBeInTheDocument()
    await waitFor(() => expect(images()).toEqual(['courses', 'archive', 'meetup']))
  })

  it("categories: two moves in a row are both accepted (each raises the version by one); a stale one reloads Home's order", async () => {
    const user = userEvent.setup()
    await renderAdmin('/demo/admin/categories', () => <CategoryListScreen search={{}} onSearchChange={() => undefined} />)
    await screen.findByRole('list', { name: 'Категории главной' })
    // Reordering is a mode of its own: its rows are handles named by their titles.
    await user.click(screen.getByRole('button', { name: 'Порядок' }))
    const titles = () => {
      const roots = screen.getByRole('list', { name: 'Категории главной' })
      return within(roots)
        .getAllByRole('listitem')
        .filter((row) => row.parentElement === roots)
        .map(
          (row) =>
            /«(.+)»$/.exec(
              within(row)
                .getAllByRole('button', { name: /^Перетащить «/ })[0]
                ?.getAttribute('aria-label') ?? '',
            )?.[1],
        )
    }
    await waitFor(() => expect(titles().slice(0, 3)).toEqual(['Курсы', 'Сообщество', 'Расписание']))
    await user.click(screen.getByRole('button', { name: 'Ниже: «Курсы»' }))
    await user.click(screen.getByRole('button', { name: 'Ниже: «Курсы»' }))
    await waitFor(() => expect(titles().slice(0, 3)).toEqual(['Сообщество', 'Расписание', 'Курсы']))
    await waitFor(() => expect(screen.getAllByText('Порядок сохранён').length).toBeGreaterThan(0))
    expect(screen.queryByText(stale)).not.toBeInTheDocument()
    await ivanOrders('categories')
    await user.click(screen.getByRole('button', { name: 'Ниже: «Сообщество»' }))
    expect(await screen.findByText(stale)).toBeInTheDocument()
    await waitFor(() => expect(titles()[0]).not.toBe('Сообщество'))
  })
})
