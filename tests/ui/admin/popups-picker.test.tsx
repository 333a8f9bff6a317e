import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { FormProvider, useForm, useWatch } from 'react-hook-form'
import { beforeEach, describe, expect, it } from 'vitest'
import type { LinkInput } from '@/api/contract/links'
import { LinkSetField } from '@/features/admin/parts/pickers/link-set-field'
import { serveFreshMockApi } from '../support/mock-api-server'
import { renderAdmin } from './admin-harness'

const { server, api } = serveFreshMockApi()
let creates = 0
server.events.on('request:start', ({ request }) => {
  if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/admin/popups')) creates += 1
})
beforeEach(() => {
  creates = 0
})

/** One link of type popup in a form, as a material's or a button's form has it; the form's value shown. */
function PopupLink({ popupId }: { popupId: number | null }) {
  const form = useForm<{ links: LinkInput[] }>({
    defaultValues: { links: [{ linkType: 'popup', internalUrl: '', externalUrl: '', popupId }] },
  })
  return (
    <FormProvider {...form}>
      <form aria-label="Ссылка">
        <LinkSetField name="links" label="Ссылки" />
        <ChosenId />
      </form>
    </FormProvider>
  )
}

function ChosenId() {
  const id = useWatch({ name: 'links.0.popupId' }) as number | null
  return <output aria-label="В ссылке">{id === null ? 'нет' : String(id)}</output>
}

const open = (popupId: number | null = null) => renderAdmin('/demo/admin/materials/create', () => <PopupLink popupId={popupId} />)
const picker = () => screen.findByRole('combobox', { name: 'Попап' })
const chosen = () => screen.getByRole('status', { name: 'В ссылке' })
const storedPopups = () => api().store.read((data) => data.apps.demo!.popups.map((popup) => popup.name))

async function startCreating(user: ReturnType<typeof userEvent.setup>) {
  await picker()
  await user.click(screen.getByRole('button', { name: 'Новый попап' }))
  const dialog = await screen.findByRole('dialog', { name: 'Новый попап' })
  return {
    dialog,
    name: within(dialog).getByRole('textbox', { name: /^Название/ }),
    create: within(dialog).getByRole('button', { name: 'Создать' }),
  }
}

describe("popup picker actions: the link editor's popup picker can open and create popups", { timeout: 30_000 }, () => {
  it('links the chosen popup to its editor', async () => {
    await open(2)
    await waitFor(async () => expect(await picker()).toHaveDisplayValue('Курс по дизайну'))
    expect(screen.getByRole('link', { name: 'Открыть попап' })).toHaveAttribute('href', '/demo/admin/popup/edit/2')
  })

  it('offers no editor link while no popup is chosen', async () => {
    await open()
    expect(await picker()).toHaveValue('')
    expect(screen.queryByRole('link', { name: 'Открыть попап' })).not.toBeInTheDocument()
  })

  it('refuses an empty or blank name with "Required" on the field, and sends nothing', async () => {
    const user = userEvent.setup()
    await open()
    const { dialog, name, create } = await startCreating(user)
    await user.click(create)
    expect(await within(dialog).findByText('Required')).toBeInTheDocument()
    await user.type(name, '   ')
    await user.click(create)
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveAccessibleDescription('Required')
    expect(creates).toBe(0)
  })

  it('creates the popup with its name trimmed, chooses it in the link, closes, and the picker shows it', async () => {
    const user = userEvent.setup()
    await open()
    const { dialog, name, create } = await startCreating(user)
    await user.type(name, '  Осенняя акция  ')
    await user.click(create)
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    expect(await storedPopups()).toContain('Осенняя акция')
    const id = (await api().store.read((data) => data.apps.demo!.popups.find((popup) => popup.name === 'Осенняя акция')))!.id
    expect(chosen()).toHaveTextContent(String(id))
    expect(await picker()).toHaveDisplayValue('Осенняя акция')
    expect(screen.getByRole('link', { name: 'Открыть попап' })).toHaveAttribute('href', `/demo/admin/popup/edit/${String(id)}`)
  })

  it('creates with Enter in the name box, without submitting the form around the link', async () => {
    const user = userEvent.setup()
    let submitted = false
    document.addEventListener('submit', () => (submitted = true), { once: true })
    await open()
    const { dialog, name } = await startCreating(user)
    await user.type(name, 'С клавиатуры{Enter}')
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    expect(await picker()).toHaveDisplayValue('С клавиатуры')
    expect(submitted).toBe(false)
  })

  it("shows the server's 422 on the name field and keeps the dialog open; nothing is chosen", async () => {
    server.use(
      http.post('*/api/admin/popups', () =>
        HttpResponse.json({ message: 'The given data was invalid.', errors: { name: ['Popup name is taken'] } }, { status: 422 }),
      ),
    )
    const user = userEvent.setup()
    await open()
    const { dialog, name, create } = await startCreating(user)
    await user.type(name, 'Приветствие новичков')
    await user.click(create)
    expect(await within(dialog).findByText('Popup name is taken')).toBeInTheDocument()
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(chosen()).toHaveTextContent('нет')
  })
})
