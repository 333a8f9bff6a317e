import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { SharePanel } from '@/features/admin/parts/sharing/share-panel'
import { serveMockApi } from '../support/mock-api-server'
import { API, renderAdmin } from './admin-harness'

/** The share panel: a record's t.me link and QR code, or what to fill in when the hub has no bot username. */

const server = serveMockApi()

describe('sharing', { timeout: 60_000 }, () => {
  it('the share panel shows the t.me link of the category and its QR code', async () => {
    await renderAdmin('/demo/admin/category/edit/1', () => <SharePanel start={{ screen: 'category', id: 1 }} title="Курсы" />)
    const link = await screen.findByRole('textbox', { name: 'Ссылка' })
    expect(link).toHaveValue('https://t.me/kod_school_bot/hub?startapp=demo__category_1')
    expect(await screen.findByRole('img', { name: 'QR-код ссылки' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Скачать PNG' })).toHaveAttribute('download', 'demo-category-1.png')
  })

  it('without a bot username the panel says what to fill in and links to the settings', async () => {
    server.use(
      http.get(`${API}/admin/navigation`, () =>
        HttpResponse.json({ data: { app_key: 'demo', title: 'Demo', bot_username: null, app_short_name: null } }),
      ),
    )
    await renderAdmin('/demo/admin/category/edit/1', () => <SharePanel start={{ screen: 'category', id: 1 }} title="Курсы" />)
    expect(await screen.findByText(/укажите имя бота/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'К настройкам' })).toHaveAttribute('href', '/demo/admin#sharing')
  })
})
