import { screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { PopupPreview } from '@/features/admin/popups/popup-preview'
import { serveMockApi } from '../support/mock-api-server'
import { renderAdmin } from './admin-harness'

/** Issue 30 (12): the popup editor's preview shows what visitors see now, not what is switched off or scheduled for later. */

serveMockApi()

const later = new Date(Date.now() + 86_400_000).toISOString()
const earlier = new Date(Date.now() - 86_400_000).toISOString()

const button = (id: number, text: string, extra: object = {}) => ({
  id,
  text,
  background: '#000000',
  color: '#ffffff',
  isActive: true,
  isToMain: false,
  links: [],
  visibleFrom: null,
  visibleUntil: null,
  ...extra,
})

function WithForm({ values, children }: { values: object; children: ReactNode }) {
  const form = useForm({ defaultValues: values })
  return <FormProvider {...form}>{children}</FormProvider>
}

describe('the popup preview', { timeout: 30_000 }, () => {
  it('leaves out buttons that are off or scheduled for later, and says how many', async () => {
    const values = {
      name: 'Приветствие',
      title: 'Добро пожаловать',
      texts: [],
      linkLists: [],
      buttons: [
        button(1, 'Записаться'),
        button(2, 'Скоро', { visibleFrom: later }),
        button(3, 'Выключена', { isActive: false }),
        button(4, 'Уже идёт', { visibleFrom: earlier }),
      ],
    }
    await renderAdmin('/demo/admin/popup/edit/1', () => (
      <WithForm values={values}>
        <PopupPreview />
      </WithForm>
    ))
    const sheet = await screen.findByRole('group', { name: 'Добро пожаловать' })
    expect(within(sheet).getByRole('button', { name: 'Записаться' })).toBeInTheDocument()
    expect(within(sheet).getByRole('button', { name: 'Уже идёт' })).toBeInTheDocument()
    expect(within(sheet).queryByRole('button', { name: 'Скоро' })).toBeNull()
    expect(within(sheet).queryByRole('button', { name: 'Выключена' })).toBeNull()
    expect(screen.getByText(/^Не показано здесь: 2\./)).toBeInTheDocument()
  })
})
