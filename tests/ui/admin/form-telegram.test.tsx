import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { MaterialCreateScreen } from '@/features/admin/materials/material-create-screen'
import { MaterialEditScreen } from '@/features/admin/materials/material-edit-screen'
import { serveMockApi } from '../support/mock-api-server'
import { renderAdmin } from './admin-harness'

// What the form asks of Telegram (closing confirmation, haptics) is spied on here: outside Telegram
// the bridge does nothing, so these calls are the form's whole side of the contract.
const telegram = vi.hoisted(() => ({
  setClosingConfirmation: vi.fn<(needed: boolean) => void>(),
  notifySuccess: vi.fn<() => void>(),
  notifyError: vi.fn<() => void>(),
}))
vi.mock('@/messenger/closing-confirmation', () => ({ setClosingConfirmation: telegram.setClosingConfirmation }))
vi.mock('@/messenger/haptic-notifications', () => ({
  notifySuccess: telegram.notifySuccess,
  notifyError: telegram.notifyError,
}))

serveMockApi()
beforeEach(() => vi.clearAllMocks())

const lastClosingConfirmation = () => telegram.setClosingConfirmation.mock.calls.at(-1)?.[0]

describe('admin form inside Telegram', { timeout: 60_000 }, () => {
  it('asks Telegram to confirm closing while the form has unsaved changes, and stops once saved', async () => {
    const user = userEvent.setup()
    await renderAdmin('/demo/admin/materials/edit/1', () => <MaterialEditScreen id={1} />)
    const title = await screen.findByRole('textbox', { name: /Название/ })
    expect(lastClosingConfirmation()).toBe(false)
    await user.type(title, ' (изменено)')
    await waitFor(() => expect(lastClosingConfirmation()).toBe(true))
    await user.click(screen.getByRole('button', { name: /Сохранить/ }))
    await waitFor(() => expect(telegram.notifySuccess).toHaveBeenCalledTimes(1))
    await waitFor(() => expect(lastClosingConfirmation()).toBe(false))
    expect(telegram.notifyError).not.toHaveBeenCalled()
  })

  it('gives error feedback when the form is refused', async () => {
    const user = userEvent.setup()
    await renderAdmin('/demo/admin/materials/create', () => <MaterialCreateScreen />)
    await user.click(await screen.findByRole('button', { name: 'Создать материал' }))
    await screen.findByRole('alert', { name: 'Исправьте ошибки в форме' })
    expect(telegram.notifyError).toHaveBeenCalledTimes(1)
    expect(telegram.notifySuccess).not.toHaveBeenCalled()
  })
})
