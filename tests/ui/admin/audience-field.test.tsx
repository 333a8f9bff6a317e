import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createMockApi } from '@mock-api/msw'
import { seedData } from '@mock-api/store/seed'
import { CategoryEditScreen } from '@/features/admin/categories/category-form-screen'
import { FloatingButtonScreen } from '@/features/admin/floating-button/floating-button-screen'
import { MaterialCreateScreen } from '@/features/admin/materials/material-create-screen'
import { MaterialEditScreen } from '@/features/admin/materials/material-edit-screen'
import { serveFreshMockApi } from '../support/mock-api-server'
import { renderAdmin } from './admin-harness'

/** The forms' "Who sees it" (parts/audience): its values reach the mock API's store, and it hides where the backend lacks audiences. */

const { server, api } = serveFreshMockApi()

const demo = () => api().store.read((data) => structuredClone(data.apps.demo!))
const materialNamed = async (title: string) => (await demo()).materials.find((material) => material.title === title)!
const who = () => screen.findByRole('radiogroup', { name: 'Кто видит' })
const outsidersSee = () => screen.findByRole('radiogroup', { name: 'Не участники видят' })

describe('audience field', { timeout: 60_000 }, () => {
  it('a new material is for everyone; members-only and hidden reach the API', async () => {
    const user = userEvent.setup()
    await renderAdmin('/demo/admin/materials/create', () => <MaterialCreateScreen />)
    const group = await who()
    expect(within(group).getByRole('radio', { name: 'Все' })).toBeChecked()
    expect(screen.queryByRole('radiogroup', { name: 'Не участники видят' })).not.toBeInTheDocument()
    expect(screen.getByText('Все, кто открывает хаб.')).toBeInTheDocument()
    await user.click(within(group).getByRole('radio', { name: 'Участники канала' }))
    const shown = await outsidersSee()
    expect(within(shown).getByRole('radio', { name: 'С замком' })).toBeChecked()
    await user.click(within(shown).getByRole('radio', { name: 'Ничего' }))
    expect(screen.getByText('Запись скрыта от них целиком.')).toBeInTheDocument()
    await user.type(screen.getByRole('textbox', { name: /Название/ }), 'Для своих')
    await user.click(screen.getByRole('button', { name: 'Создать материал' }))
    await waitFor(async () => expect((await demo()).materials.some((material) => material.title === 'Для своих')).toBe(true))
    expect(await materialNamed('Для своих')).toMatchObject({ audience: 'members', lockedDisplay: 'hidden' })
  })

  it('an update shows the stored audience and keeps it when untouched', async () => {
    const promo = await materialNamed('Промокод −20% на любой курс')
    const user = userEvent.setup()
    await renderAdmin(`/demo/admin/materials/edit/${String(promo.id)}`, () => <MaterialEditScreen id={promo.id} />)
    expect(within(await who()).getByRole('radio', { name: 'Участники канала' })).toBeChecked()
    expect(within(await outsidersSee()).getByRole('radio', { name: 'Ничего' })).toBeChecked()
    await user.type(screen.getByRole('textbox', { name: /Название/ }), '!')
    await user.click(screen.getByRole('button', { name: 'Сохранить' }))
    await waitFor(async () => expect((await demo()).materials.find((m) => m.id === promo.id)?.title).toMatch(/!$/))
    expect((await demo()).materials.find((m) => m.id === promo.id)).toMatchObject({ audience: 'members', lockedDisplay: 'hidden' })
  })

  it('an update saves a changed audience', async () => {
    const promo = await materialNamed('Промокод −20% на любой курс')
    const user = userEvent.setup()
    await renderAdmin(`/demo/admin/materials/edit/${String(promo.id)}`, () => <MaterialEditScreen id={promo.id} />)
    await user.click(within(await who()).getByRole('radio', { name: 'Не участники' }))
    expect(screen.getByText(/Только те, кто не в канале/)).toBeInTheDocument()
    expect(screen.queryByRole('radiogroup', { name: 'Не участники видят' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Сохранить' }))
    await waitFor(async () => expect((await demo()).materials.find((m) => m.id === promo.id)?.audience).toBe('outsiders'))
  })

  it('a members-only category shows members, locked, and its sections have their own field', async () => {
    const club = (await demo()).categories.find((category) => category.title === 'Клуб участников')!
    const user = userEvent.setup()
    await renderAdmin(`/demo/admin/category/edit/${String(club.id)}`, () => <CategoryEditScreen id={club.id} />)
    expect(within(await who()).getByRole('radio', { name: 'Участники канала' })).toBeChecked()
    expect(within(await outsidersSee()).getByRole('radio', { name: 'С замком' })).toBeChecked()
    await user.click(await screen.findByRole('button', { name: 'Разборы домашних заданий' }))
    const section = await screen.findByRole('radiogroup', { name: 'Кто видит раздел 1' })
    expect(within(section).getByRole('radio', { name: 'Все' })).toBeChecked()
    await user.click(within(section).getByRole('radio', { name: 'Участники канала' }))
    await user.click(screen.getByRole('button', { name: 'Сохранить' }))
    const sectionId = club.sectionIds[0]!
    await waitFor(async () => expect((await demo()).sections.find((s) => s.id === sectionId)?.audience).toBe('members'))
    expect((await demo()).categories.find((category) => category.id === club.id)).toMatchObject({
      audience: 'members',
      lockedDisplay: 'locked',
    })
  })

  it('the floating button saves a teaser for outsiders', async () => {
    const user = userEvent.setup()
    await renderAdmin('/demo/admin/floatting-button', () => <FloatingButtonScreen />)
    await screen.findByRole('textbox', { name: /^Текст кнопки/ })
    await user.click(within(await who()).getByRole('radio', { name: 'Не участники' }))
    await user.click(screen.getByRole('button', { name: 'Сохранить' }))
    await waitFor(async () =>
      expect((await demo()).buttons.find((button) => button.text === 'Написать куратору')?.audience).toBe('outsiders'),
    )
  })

  it('a backend without audiences: no field, the form says why once, and nothing of it is sent', async () => {
    const data = seedData()
    const specOnly = createMockApi({ data, specOnly: true })
    server.use(...specOnly.handlers)
    const sent: Promise<unknown>[] = []
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT') sent.push(request.clone().json())
    })
    const user = userEvent.setup()
    await renderAdmin('/demo/admin/materials/edit/1', () => <MaterialEditScreen id={1} />)
    expect(await screen.findByText(/Выбор, кто видит запись, недоступен/)).toBeInTheDocument()
    expect(screen.getAllByText(/Выбор, кто видит запись, недоступен/)).toHaveLength(1)
    expect(screen.queryByRole('radiogroup', { name: 'Кто видит' })).not.toBeInTheDocument()
    expect(screen.getAllByText(/Анонсы недоступны/)).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: 'Сохранить' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    const [body] = (await Promise.all(sent)) as Record<string, unknown>[]
    expect(body).not.toHaveProperty('audience')
    expect(body).not.toHaveProperty('locked_display')
    expect(body).not.toHaveProperty('waiting_count')
    server.events.removeAllListeners()
  })
})
