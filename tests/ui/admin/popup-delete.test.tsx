import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import type { ListSearch } from '@/features/admin/parts/list/list-search'
import { PopupListScreen } from '@/features/admin/popups/popup-list-screen'
import { serveFreshMockApi } from '../support/mock-api-server'
import { chooseRowAction } from '../support/row-menu'
import { renderAdmin } from './admin-harness'

const { api } = serveFreshMockApi()

function List() {
  const [search, setSearch] = useState<ListSearch>({})
  return <PopupListScreen search={search} onSearchChange={setSearch} />
}

const demo = () => api().store.read((data) => structuredClone(data.apps.demo!))

async function openDelete(name: string) {
  const user = userEvent.setup()
  await renderAdmin('/demo/admin/popups', () => <List />)
  await chooseRowAction(user, name, 'Удалить')
  return { user, dialog: await screen.findByRole('dialog', { name: `Удалить «${name}»?` }) }
}

describe('popups list: deleting says what opens the popup', { timeout: 60_000 }, () => {
  it("names the category and the banner that open it, and words the server's refusal; nothing is deleted", async () => {
    const { user, dialog } = await openDelete('Приветствие новичков')
    expect(
      await within(dialog).findByText(
        'Попап открывают: категории «С чего начать»; 2-й баннер карусели. ' +
          'Пока они на него ссылаются, удалить его нельзя: сначала поменяйте в них ссылку.',
      ),
    ).toBeVisible()
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }))
    expect(
      await screen.findByText(
        'Не удалось удалить «Приветствие новичков»: Попап «Приветствие новичков» открывают: категория «С чего начать», Баннер 2. Сначала уберите эти ссылки.',
      ),
    ).toBeInTheDocument()
    expect((await demo()).popups.map((p) => p.name)).toContain('Приветствие новичков')
  })

  it('names a banner by its name where it has one', async () => {
    await api().store.write((data) => {
      const opener = data.apps.demo!.banners.find((banner) => banner.links.some((link) => link.popupId !== null))
      if (!opener) throw new Error('the seed has no banner opening a popup')
      opener.name = 'Весенний набор'
    })
    const { dialog } = await openDelete('Приветствие новичков')
    expect(await within(dialog).findByText(/^Попап открывают: категории «С чего начать»; баннер «Весенний набор»\./)).toBeVisible()
  })

  it('names a material that opens it', async () => {
    const { dialog } = await openDelete('Курс по дизайну')
    expect(await within(dialog).findByText(/^Попап открывают: материалы «Дизайн интерфейсов»\./)).toBeVisible()
  })

  it('a popup nothing opens is deleted with its own parts', async () => {
    const before = await demo()
    await api().store.write((data) => {
      const app = data.apps.demo!
      const text = { id: ++app.lastIds.texts, alignmentType: 'left' as const, kind: 'plain' as const, text: 'Свой текст', items: [] }
      app.texts.push(text)
      app.popups.push({
        id: ++app.lastIds.popups,
        name: 'Ничей',
        title: null,
        titleAlign: 'left',
        imageId: null,
        textIds: [text.id],
        buttonIds: [],
        linkListIds: [],
      })
    })
    const { user, dialog } = await openDelete('Ничей')
    expect(await within(dialog).findByText(/^Попап ничто не открывает\. Его тексты, кнопки и списки ссылок/)).toBeVisible()
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }))
    expect(await screen.findByText('Удалено: 1')).toBeInTheDocument()
    const after = await demo()
    expect(after.popups.map((p) => p.name)).not.toContain('Ничей')
    expect(after.texts).toHaveLength(before.texts.length)
  })
})
