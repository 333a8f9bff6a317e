import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { buttonClass } from '@/ui/button-class'
import { ActionMenu } from '@/features/admin/parts/controls/action-menu'
import { EditIcon, HideIcon, PlusIcon, ShareIcon, TrashIcon } from '@/features/admin/parts/controls/icons'
import { OptionList } from '@/features/admin/parts/controls/option-list'
import { SegmentedControl } from '@/features/admin/parts/controls/segmented-control'
import { FormEnd, FormSection } from '@/features/admin/parts/form/form-section'
import { ListRow, StatusBadge } from '@/features/admin/parts/list/list-row'
import { ReorderHint, ReorderToggle } from '@/features/admin/parts/ordering/reorder-toggle'
import { SortableList } from '@/features/admin/parts/ordering/sortable-list'
import { ShareButton } from '@/features/admin/parts/sharing/share-button'
import fields from '@/features/admin/parts/field-frame/fields.module.css'
import { mockApi } from '../support/mock-api'
import { adminParameters, desktop, phone, withAdminChrome } from './admin-story'

/**
 * The admin's design system (stories/docs/admin-design-system.mdx), each part alone: the three button
 * levels, the segmented control, the list row with its "⋯" menu, reordering as a mode, a form's
 * collapsible sections and its destructive end, and sharing as a sheet or popover.
 */
function SystemSample() {
  const [range, setRange] = useState<'7' | '30' | '90'>('30')
  const [mode, setMode] = useState<'merge' | 'replace'>('merge')
  const [reordering, setReordering] = useState(false)
  const [rows, setRows] = useState([
    { id: 1, title: 'Курсы', meta: 'Плитка · 4 раздела', active: true },
    { id: 2, title: 'Сообщество выпускников', meta: 'Список · 2 раздела', active: false },
    { id: 3, title: 'Основы JavaScript для тех, кто начинает с нуля', meta: 'Большая карточка · 12 материалов', active: true },
  ])
  const form = useForm({ defaultValues: { title: '' } })
  return (
    <div style={{ display: 'grid', gap: 24, padding: 16, maxWidth: 640 }}>
      <section aria-label="Кнопки" style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <button type="button" className={buttonClass('primary')}>
          Сохранить
        </button>
        <button type="button" className={buttonClass('tinted')}>
          <ShareIcon />
          Отправить
        </button>
        <button type="button" className={buttonClass('ghost')}>
          <PlusIcon />
          Добавить
        </button>
      </section>
      <SegmentedControl
        label="Период"
        value={range}
        onChange={setRange}
        options={[
          { value: '7', label: '7 дней' },
          { value: '30', label: '30 дней' },
          { value: '90', label: '90 дней' },
        ]}
      />
      <OptionList
        legend="Как загрузить"
        name="story-import-mode"
        value={mode}
        onChange={setMode}
        options={[
          { value: 'merge', label: 'Добавить к хабу', hint: 'Записи из файла добавятся к тем, что есть.' },
          { value: 'replace', label: 'Заменить хаб', hint: 'Всё, что есть в хабе, заменит содержимое файла.' },
        ]}
      />
      <section aria-label="Список" style={{ display: 'grid', gap: 8 }}>
        <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <ReorderToggle reordering={reordering} onChange={setReordering} />
        </div>
        {reordering && <ReorderHint />}
        {reordering ? (
          <SortableList
            items={rows}
            getId={(row) => row.id}
            getTitle={(row) => row.title}
            label="Категории"
            onMove={(from, to) =>
              setRows((was) => {
                const next = [...was]
                const [moved] = next.splice(from, 1)
                if (moved) next.splice(to, 0, moved)
                return next
              })
            }
            renderItem={(row) => row.title}
          />
        ) : (
          <ul aria-label="Категории" style={{ display: 'grid', gap: 8, margin: 0, padding: 0, listStyle: 'none' }}>
            {rows.map((row) => (
              <li key={row.id}>
                <ListRow
                  title={row.title}
                  meta={row.meta}
                  inactive={!row.active}
                  status={!row.active && <StatusBadge>Не показывается</StatusBadge>}
                  onOpen={() => undefined}
                  menu={
                    <ActionMenu
                      label={`Действия: «${row.title}»`}
                      actions={[
                        { label: 'Изменить', icon: <EditIcon />, onSelect: () => undefined },
                        {
                          label: row.active ? 'Скрыть' : 'Показать',
                          icon: <HideIcon />,
                          onSelect: () => setRows((was) => was.map((one) => (one.id === row.id ? { ...one, active: !one.active } : one))),
                        },
                        {
                          label: 'Удалить',
                          icon: <TrashIcon />,
                          danger: true,
                          onSelect: () => setRows((was) => was.filter((one) => one.id !== row.id)),
                        },
                      ]}
                    />
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <FormProvider {...form}>
        <form aria-label="Форма" style={{ display: 'grid', gap: 16 }}>
          <FormSection title="Основное" collapsible="story.main">
            <label>
              Название <input className={fields.input} {...form.register('title')} />
            </label>
          </FormSection>
          <FormSection title="Оформление" collapsible="story.look">
            <p style={{ margin: 0 }}>Поля внешнего вида</p>
          </FormSection>
          <FormEnd>
            <button type="button" className={buttonClass('ghost', { danger: true })}>
              <TrashIcon />
              Удалить категорию
            </button>
          </FormEnd>
        </form>
      </FormProvider>
      <div>
        <ShareButton start={{ screen: 'category', id: 1 }} title="Курсы" label="Поделиться" panelLabel="Поделиться «Курсы»" />
      </div>
    </div>
  )
}

const meta = {
  title: 'Admin/Parts/Design system',
  component: SystemSample,
  decorators: [withAdminChrome],
  parameters: { ...adminParameters, route: '/demo/admin', msw: mockApi() },
} satisfies Meta<typeof SystemSample>

export default meta
type Story = StoryObj<typeof meta>

/** Every interactive element of the system is at least 44×44 px. */
const smallTargets = (root: HTMLElement) =>
  [
    ...root.querySelectorAll<HTMLElement>(
      'button, a[href], input:not([type=radio]):not([type=checkbox]), [role=radio], label:has(input[type=radio])',
    ),
  ]
    .filter((element) => element.offsetParent !== null)
    .map((element) => ({ element, box: element.getBoundingClientRect() }))
    .filter(({ box }) => box.width < 44 || box.height < 44)
    .map(({ element }) => element.textContent || element.getAttribute('aria-label'))

export const Parts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('button', { name: 'Сохранить' })).toBeVisible()
    await expect(smallTargets(canvasElement)).toEqual([])
    // The segmented control: one choice of three.
    await userEvent.click(canvas.getByText('7 дней'))
    await expect(canvas.getByRole('radio', { name: '7 дней' })).toBeChecked()
    // The option list: a choice with what it means.
    await userEvent.click(canvas.getByRole('radio', { name: /^Заменить хаб/ }))
    await expect(canvas.getByRole('radio', { name: /^Добавить к хабу/ })).not.toBeChecked()
    // The row's "⋯" menu: edit, hide, then delete last.
    await userEvent.click(canvas.getByRole('button', { name: 'Действия: «Курсы»' }))
    const menu = await within(document.body).findByRole('menu', { name: 'Действия: «Курсы»' })
    const items = within(menu).getAllByRole('menuitem')
    await expect(items.map((item) => item.textContent)).toEqual(['Изменить', 'Скрыть', 'Удалить'])
    await userEvent.click(items[1] as HTMLElement)
    await expect(await canvas.findAllByText('Не показывается')).toHaveLength(2)
  },
}

export const ReorderMode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Порядок' }))
    await userEvent.click(await canvas.findByRole('button', { name: 'Ниже: «Курсы»' }))
    const list = canvas.getByRole('list', { name: 'Категории' })
    await waitFor(() => expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('Курсы'))
    await userEvent.click(canvas.getByRole('button', { name: 'Готово' }))
    await expect(await canvas.findByRole('button', { name: 'Действия: «Курсы»' })).toBeVisible()
  },
}

/** A folded section stays folded when the form opens again (remembered on the device). */
export const CollapsibleSections: Story = {
  play: async ({ canvasElement }) => {
    localStorage.removeItem('hub.admin.section.story.look')
    const canvas = within(canvasElement)
    const toggle = await canvas.findByRole('button', { name: 'Оформление' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await userEvent.click(toggle)
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(canvas.getByText('Поля внешнего вида')).not.toBeVisible()
    await expect(localStorage.getItem('hub.admin.section.story.look')).toBe('closed')
    await userEvent.click(toggle)
    await expect(canvas.getByText('Поля внешнего вида')).toBeVisible()
  },
}

/** Sharing: a bottom sheet on a phone, with the whole link, Copy, Send in Telegram and the QR code. */
export const ShareOnPhone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Поделиться' }))
    const sheet = await within(document.body).findByRole('dialog', { name: 'Поделиться «Курсы»' })
    await expect(await within(sheet).findByText(/^https:\/\/t\.me\/.+startapp=demo__category_1$/, {}, { timeout: 5000 })).toBeVisible()
    await expect(within(sheet).getByRole('button', { name: 'Копировать' })).toBeVisible()
    await expect(within(sheet).getByRole('button', { name: 'Отправить в Telegram' })).toBeVisible()
    await expect(await within(sheet).findByRole('img', { name: 'QR-код ссылки' }, { timeout: 5000 })).toBeVisible()
    const box = sheet.getBoundingClientRect()
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth + 0.5)
  },
}

/** On a desktop the same panel is a popover under its button, inside the window. */
export const ShareOnDesktop: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Поделиться' })
    await userEvent.click(button)
    const popover = await within(document.body).findByRole('dialog', { name: 'Поделиться «Курсы»' })
    await expect(await within(popover).findByRole('button', { name: 'Копировать' }, { timeout: 5000 })).toBeVisible()
    await waitFor(() => expect(popover.getBoundingClientRect().top).toBeGreaterThanOrEqual(button.getBoundingClientRect().bottom))
    await expect(popover.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth)
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull())
  },
}

export const PhoneParts: Story = { ...Parts, tags: ['!dev', '!autodocs'], globals: phone }
export const DesktopParts: Story = { ...Parts, tags: ['!dev', '!autodocs'], globals: desktop }
export const Dark: Story = { ...Parts, tags: ['!dev', '!autodocs'], globals: { theme: 'dark' } }
