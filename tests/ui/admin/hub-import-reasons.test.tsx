import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { HubFileScreen } from '@/features/admin/hub-file/hub-file-screen'
import { checksumOf } from '@mock-api/services/hub-document/checksum'
import { hubFileOf } from '@stories/admin/roles-story'
import { serveFreshMockApi } from '../support/mock-api-server'
import { API, renderAdmin } from './admin-harness'

/** Issue 28's leftovers: what an import leaves out is said in the admin's language, by the reason's code. */
const { server } = serveFreshMockApi()

type Wire = { collections: Record<string, Array<Record<string, unknown>>> } & Record<string, unknown>

/** The club hub's file with `change` made to it, signed again as an export would have. */
async function changedFile(change: (document: Wire) => void): Promise<File> {
  const file = await hubFileOf('club')
  const wire = JSON.parse(await file.text()) as Wire
  change(wire)
  wire.checksum = await checksumOf(wire)
  return new File([JSON.stringify(wire)], file.name, { type: 'application/json' })
}

async function planOf(file: File) {
  const user = userEvent.setup()
  await renderAdmin('/demo/admin/hub-file', () => <HubFileScreen />, { role: 'owner' })
  await user.upload(await screen.findByLabelText('Файл хаба'), file)
  const section = await screen.findByRole('region', { name: /Не войдёт \(\d+\)/ }, { timeout: 10_000 })
  return within(section)
    .getAllByRole('listitem')
    .map((item) => item.textContent)
}

describe("an import's left-out reasons (issue 28)", { timeout: 60_000 }, () => {
  it('are worded in Russian by their code: a rule broken (the field as History names it), a file by url', async () => {
    const lines = await planOf(
      await changedFile((document) => {
        document.collections.themes![0]!.text_color = 'red'
        const file = document.collections.files![0]!
        file.url = 'https://elsewhere.example/picture.svg'
      }),
    )
    expect(lines).toContain('Темы «1»: не проходит проверку: Цвет текста')
    expect(lines.some((line) => /^Картинки и иконки «.+»: файл дан ссылкой на чужой сервер/.test(line ?? ''))).toBe(true)
    expect(lines.join('\n')).not.toMatch(/Colour|Only the app/)
  })

  it("a code this client does not know, or a backend without codes, shows the server's English", async () => {
    server.use(
      http.post(`${API}/admin/import`, () =>
        HttpResponse.json({
          data: {
            create: { materials: 1 },
            update: {},
            remove: {},
            refused: [
              { resource: 'materials', title: 'Курс', reason: 'A reason from a newer server', code: 'quantum_flux' },
              { resource: 'categories', title: 'Новости', reason: 'A reason without a code' },
              { resource: 'texts', title: '2', reason: 'Some field: missing', code: 'record_invalid' },
            ],
            applied: false,
            format_version: 3,
            history_entry_id: null,
          },
        }),
      ),
    )
    const lines = await planOf(await changedFile(() => undefined))
    expect(lines).toEqual([
      'Материалы «Курс»: A reason from a newer server',
      'Категории «Новости»: A reason without a code',
      // A known code whose params did not come: its English reason rather than a text with a hole.
      'Тексты попапов «2»: Some field: missing',
    ])
  })
})
