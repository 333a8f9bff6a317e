import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { HubFileScreen } from '@/features/admin/hub-file/hub-file-screen'
import { mockApiWith } from '../support/mock-api'
import { desktop, adminParameters, dialogGone, phone, withAdminChrome, fileInput, loadingStory } from './admin-story'
import { asRole, hubFileOf, seedAsRole } from './roles-story'

/** Issue 28's export and import screen: idle, plan, applying, done, error, unsupported, an editor's view. */
const meta = {
  title: 'Admin/HubFile',
  component: HubFileScreen,
  decorators: [withAdminChrome],
  parameters: { ...adminParameters, route: '/demo/admin/hub-file', ...asRole('owner') },
} satisfies Meta<typeof HubFileScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The plan of importing the club hub's file into demo (merge): records to add, the hub's settings kept. */
const choose = async (canvasElement: HTMLElement, file: File) => userEvent.upload(await fileInput(canvasElement), file)
const planTable = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: /Что изменится|What would change/ }, { timeout: 5000 })

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(/В файле: категории: \d+/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Скачать файл хаба' })).toBeEnabled()
    await expect(canvas.getByRole('radio', { name: /Добавить к хабу/ })).toBeChecked()
  },
}

export const IdleEnglish: Story = {
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Download the hub file' })).toBeEnabled()
  },
}

export const Loading: Story = loadingStory()

export const Plan: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, await hubFileOf('club'))
    const table = within(await planTable(canvasElement))
    await expect(table.getByRole('columnheader', { name: 'Добавится' })).toBeVisible()
    await expect(table.getByRole('rowheader', { name: 'Категории' })).toBeVisible()
    await expect(within(canvasElement).getByRole('button', { name: 'Загрузить' })).toBeEnabled()
  },
}

export const PlanEnglish: Story = {
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, await hubFileOf('club'))
    await expect(within(await planTable(canvasElement)).getByRole('columnheader', { name: 'Added' })).toBeVisible()
  },
}

/** A file whose one material breaks its resource's rule: the plan names it and why; the rest goes in. */
export const PlanWithRefusals: Story = {
  play: async ({ canvasElement }) => {
    const file = await hubFileOf('club', (document) => {
      const collections = document.collections as { materials: Array<Record<string, unknown>> }
      collections.materials[0]!.title = ''
    })
    // The changed record makes the checksum wrong: recompute it as an export would have.
    const { checksumOf } = await import('@mock-api/services/hub-document/checksum')
    const wire = JSON.parse(await file.text()) as Record<string, unknown>
    wire.checksum = await checksumOf(wire)
    await choose(canvasElement, new File([JSON.stringify(wire)], file.name, { type: 'application/json' }))
    await expect(await within(canvasElement).findByRole('heading', { name: /Не войдёт \(\d+\)/ }, { timeout: 5000 })).toBeVisible()
    // Worded by the reason's code, the field as History names it.
    await expect(within(canvasElement).getByText(/^Материалы «.+»: не проходит проверку: Название$/)).toBeVisible()
  },
}

export const PlanWithRefusalsEnglish: Story = {
  ...PlanWithRefusals,
  globals: { language: 'en' },
  play: async (context) => {
    const { canvasElement } = context
    const file = await hubFileOf('club', (document) => {
      const collections = document.collections as { materials: Array<Record<string, unknown>> }
      collections.materials[0]!.title = ''
    })
    const { checksumOf } = await import('@mock-api/services/hub-document/checksum')
    const wire = JSON.parse(await file.text()) as Record<string, unknown>
    wire.checksum = await checksumOf(wire)
    await choose(canvasElement, new File([JSON.stringify(wire)], file.name, { type: 'application/json' }))
    await expect(await within(canvasElement).findByText(/: it breaks the rules: Title$/, {}, { timeout: 5000 })).toBeVisible()
  },
}

/** The import is confirmed and under way: the button is busy, the form disabled. */
export const Applying: Story = {
  parameters: {
    msw: mockApiWith(
      [
        http.post('*/api/admin/import', async ({ request }) => {
          const body = (await request.clone().json()) as { dry_run?: boolean }
          if (body.dry_run) return undefined
          await delay('infinite')
          return HttpResponse.json({})
        }),
      ],
      seedAsRole('owner'),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await choose(canvasElement, await hubFileOf('club'))
    await planTable(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Загрузить' }))
    await userEvent.click(within(await within(document.body).findByRole('dialog')).getByRole('button', { name: 'Загрузить' }))
    await dialogGone()
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Загружаем…' })).toHaveAttribute('aria-busy', 'true'))
  },
}

export const Done: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await choose(canvasElement, await hubFileOf('club'))
    await planTable(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Загрузить' }))
    await userEvent.click(within(await within(document.body).findByRole('dialog')).getByRole('button', { name: 'Загрузить' }))
    await dialogGone()
    await expect(await canvas.findByRole('heading', { name: 'Файл загружен' }, { timeout: 5000 })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Открыть Историю' })).toBeVisible()
  },
}

/** A file changed after export: refused whole (document_invalid), worded, nothing changed. */
export const Error: Story = {
  play: async ({ canvasElement }) => {
    await choose(
      canvasElement,
      await hubFileOf('club', (document) => {
        document.exported_at = '2020-01-01T00:00:00.000Z'
      }),
    )
    await expect(
      await within(canvasElement).findByText(/Файл хаба изменён после выгрузки или повреждён/, {}, { timeout: 5000 }),
    ).toBeVisible()
  },
}

export const ErrorEnglish: Story = {
  ...Error,
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, new File(['{"format":"other"}'], 'other.json', { type: 'application/json' }))
    await expect(await within(canvasElement).findByText(/This is not a hub file/, {}, { timeout: 5000 })).toBeVisible()
  },
}

export const Unsupported: Story = {
  parameters: {
    msw: mockApiWith(
      [http.get('*/api/admin/export', () => HttpResponse.json({ message: 'Not found.' }, { status: 404 }))],
      seedAsRole('owner'),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Выгрузка и загрузка недоступны')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Скачать файл хаба' })).toBeNull()
  },
}

export const EditorView: Story = {
  parameters: asRole('editor'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('button', { name: 'Скачать файл хаба' })).toBeEnabled()
    await expect(canvas.getByText(/может только владелец; ваша роль — редактор/)).toBeVisible()
  },
}

export const AnalystView: Story = {
  parameters: asRole('analyst'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Этот раздел — для роли «Редактор»')).toBeVisible()
  },
}

export const Dark: Story = { ...Plan, tags: ['!dev', '!autodocs'], globals: { theme: 'dark' } }

export const Phone: Story = { ...Plan, tags: ['!dev', '!autodocs'], globals: phone }

export const Desktop: Story = { ...Plan, tags: ['!dev', '!autodocs'], globals: desktop }
