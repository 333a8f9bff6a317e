import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { seedData } from '@mock-api/store/seed'
import { CategoryEditScreen } from '@/features/admin/categories/category-form-screen'
import { MaterialEditScreen } from '@/features/admin/materials/material-edit-screen'
import { serveSharedMockApi } from '../support/mock-api-server'
import { renderAdmin } from './admin-harness'

/** The live previews "as a channel member / as an outsider" (issue 27): the lock, the hidden note, by the server's rule. */

const data = seedData()
serveSharedMockApi(data)
const demo = data.apps.demo!
const materialId = (title: string) => demo.materials.find((material) => material.title === title)!.id

const previewAs = () => screen.findByRole('radiogroup', { name: 'Посмотреть как' })
const lock = () => screen.queryByRole('img', { name: 'Только для участников канала' })

describe('preview as member / outsider', { timeout: 60_000 }, () => {
  it('a members-only locked material: an outsider sees its title with a lock, a member the card', async () => {
    const id = materialId('Запись эфира: разбор портфолио')
    const user = userEvent.setup()
    await renderAdmin(`/demo/admin/materials/edit/${String(id)}`, () => <MaterialEditScreen id={id} />)
    const group = await previewAs()
    expect(within(group).getByRole('radio', { name: 'Не участник' })).toBeChecked()
    await waitFor(() => expect(lock()).toBeInTheDocument())
    await user.click(within(group).getByRole('radio', { name: 'Участник канала' }))
    await waitFor(() => expect(lock()).not.toBeInTheDocument())
  })

  it('a members-only hidden material: outsiders do not see it; an outsiders-only one: members do not', async () => {
    const id = materialId('Промокод −20% на любой курс')
    await renderAdmin(`/demo/admin/materials/edit/${String(id)}`, () => <MaterialEditScreen id={id} />)
    await previewAs()
    expect(screen.getByText('Не участники этого не видят.')).toBeInTheDocument()
    const user = userEvent.setup()
    await user.click(within(await screen.findByRole('radiogroup', { name: 'Кто видит' })).getByRole('radio', { name: 'Не участники' }))
    await user.click(within(await previewAs()).getByRole('radio', { name: 'Участник канала' }))
    expect(await screen.findByText('Участники канала этого не видят.')).toBeInTheDocument()
  })

  it('a locked category shows the lock in its preview; one for everyone has no switch', async () => {
    const club = demo.categories.find((category) => category.title === 'Клуб участников')!
    await renderAdmin(`/demo/admin/category/edit/${String(club.id)}`, () => <CategoryEditScreen id={club.id} />)
    await previewAs()
    await waitFor(() => expect(lock()).toBeInTheDocument())
    const user = userEvent.setup()
    await user.click(within(await screen.findByRole('radiogroup', { name: 'Кто видит' })).getByRole('radio', { name: 'Все' }))
    await waitFor(() => expect(screen.queryByRole('radiogroup', { name: 'Посмотреть как' })).not.toBeInTheDocument())
    expect(lock()).not.toBeInTheDocument()
  })
})
