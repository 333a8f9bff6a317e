import type { Meta, StoryObj } from '@storybook/react-vite'
import { FormProvider, useFieldArray, useForm } from 'react-hook-form'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { AlignField } from '@/features/admin/parts/form/fields/align-field'
import { emptyLink, LinkSetField } from '@/features/admin/parts/pickers/link-set-field'
import { TextField } from '@/features/admin/parts/form/fields/text-field'
import { SortableList } from '@/features/admin/parts/ordering/sortable-list'
import { useOptimisticOrder } from '@/features/admin/parts/ordering/use-optimistic-order'
import { adminParameters, desktop, phone, withAdminChrome } from './admin-story'

const items = [
  { id: 1, title: 'Основы JavaScript' },
  { id: 2, title: 'Python с нуля' },
  { id: 3, title: 'Git за один вечер' },
  { id: 4, title: 'Дизайн интерфейсов' },
]

/** A list saved through an order call that accepts (or refuses) every new order. */
function OrderedList({ refuse = false }: { refuse?: boolean }) {
  const { ordered, move } = useOptimisticOrder({
    items,
    getId: (item) => item.id,
    save: () => (refuse ? Promise.reject(new Error('Сервер отказал')) : Promise.resolve()),
  })
  return (
    <div style={{ padding: 16, maxWidth: 560 }}>
      <SortableList
        items={ordered}
        getId={(item) => item.id}
        getTitle={(item) => item.title}
        onMove={move}
        label="Материалы категории"
        renderItem={(item) => item.title}
      />
    </div>
  )
}

/**
 * Two lists deep, as a popup's buttons hold their links: 326 px is the popup form's list at a
 * 390 px phone (the page's and the section's padding taken off), so the story shows the phone's
 * nesting even where the runner keeps a wider window.
 */
function NestedLists() {
  const form = useForm({
    defaultValues: {
      buttons: [
        { text: 'Записаться', alignment: 'left', links: [{ ...emptyLink(), externalUrl: 'https://example.org/signup' }] },
        { text: 'Подробнее', alignment: 'center', links: [emptyLink()] },
      ],
    },
  })
  const { fields, move } = useFieldArray({ control: form.control, name: 'buttons' })
  return (
    <FormProvider {...form}>
      <form aria-label="Кнопки попапа" style={{ width: 326, maxWidth: '100%', padding: 16, boxSizing: 'content-box' }}>
        <SortableList
          items={fields}
          getId={(field) => field.id}
          getTitle={(field) => `Кнопка ${String(fields.indexOf(field) + 1)}`}
          onMove={move}
          label="Кнопки"
          renderItem={(_, index) => (
            <div style={{ display: 'grid', gap: 12 }}>
              <TextField name={`buttons.${String(index)}.text`} label={`Текст кнопки ${String(index + 1)}`} required />
              <AlignField name={`buttons.${String(index)}.alignment`} label={`Выравнивание ${String(index + 1)}`} />
              <LinkSetField name={`buttons.${String(index)}.links`} label={`Куда ведёт кнопка ${String(index + 1)}`} />
            </div>
          )}
        />
      </form>
    </FormProvider>
  )
}

const meta = {
  title: 'Admin/Parts/Ordering',
  component: OrderedList,
  decorators: [withAdminChrome],
  parameters: { ...adminParameters, route: '/demo/admin/category' },
} satisfies Meta<typeof OrderedList>

export default meta
type Story = StoryObj<typeof meta>

const titles = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((row) => row.textContent)

export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Ниже: «Основы JavaScript»' }))
    await expect(titles(canvas.getByRole('list', { name: 'Материалы категории' }))[1]).toMatch(/Основы JavaScript/)
    await expect(await canvas.findByText('Порядок сохранён')).toBeInTheDocument()
  },
}

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const handle = await canvas.findByRole('button', { name: 'Перетащить «Python с нуля»' })
    // Dragging arrives just after the first paint (dnd-kit loads lazily); wait until the handle has it.
    await waitFor(() => expect(handle).toHaveAttribute('aria-roledescription'))
    handle.focus()
    await userEvent.keyboard('[Space]')
    await userEvent.keyboard('[ArrowDown]')
    await userEvent.keyboard('[Space]')
    await waitFor(() => expect(titles(canvas.getByRole('list', { name: 'Материалы категории' }))[2]).toMatch(/Python с нуля/))
  },
}

const pointer = (target: EventTarget, type: string, x: number, y: number) =>
  target.dispatchEvent(
    new PointerEvent(type, {
      bubbles: true,
      cancelable: true,
      isPrimary: true,
      button: 0,
      buttons: 1,
      clientX: x,
      clientY: y,
      pointerId: 1,
      pointerType: 'mouse',
    }),
  )

/** Dragged by the handle with a pointer, onto the third row (the drag layer arrives after the first paint). */
export const PointerDrag: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const handle = await canvas.findByRole('button', { name: 'Перетащить «Основы JavaScript»' })
    await waitFor(() => expect(handle).toHaveAttribute('aria-roledescription'))
    const from = handle.getBoundingClientRect()
    const to = (canvas.getAllByRole('listitem')[2] as HTMLElement).getBoundingClientRect()
    const x = from.left + from.width / 2
    const y = from.top + from.height / 2
    const targetY = to.top + to.height / 2
    pointer(handle, 'pointerdown', x, y)
    for (let step = 1; step <= 10; step += 1) {
      pointer(document, 'pointermove', x, y + ((targetY - y) * step) / 10)
      await new Promise((resolve) => setTimeout(resolve, 30))
    }
    pointer(document, 'pointerup', x, targetY)
    await waitFor(() => expect(titles(canvas.getByRole('list', { name: 'Материалы категории' }))[2]).toMatch(/Основы JavaScript/))
  },
}

export const RolledBack: Story = {
  args: { refuse: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Ниже: «Основы JavaScript»' }))
    await expect(await canvas.findByText(/Порядок не сохранён, вернули прежний/)).toBeInTheDocument()
    await expect(titles(canvas.getByRole('list', { name: 'Материалы категории' }))[0]).toMatch(/Основы JavaScript/)
  },
}

export const Phone: Story = { ...Saved, tags: ['!dev', '!autodocs'], globals: phone }
export const Dark: Story = { ...Saved, tags: ['!dev', '!autodocs'], globals: { theme: 'dark' } }
export const Desktop: Story = { ...Saved, tags: ['!dev', '!autodocs'], globals: desktop }

/**
 * Lists inside lists at a phone's width: the handle and the move buttons sit on a bar above the
 * content, so a link's address two lists deep keeps a usable width (it was ~35 px beside them).
 */
export const NestedOnPhone: Story = {
  render: () => <NestedLists />,
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const url = await canvas.findByDisplayValue('https://example.org/signup')
    await expect(canvas.getByRole('list', { name: 'Кнопки' })).toBeVisible()
    for (const input of canvas.getAllByRole('textbox')) {
      await expect(input.getBoundingClientRect().width).toBeGreaterThanOrEqual(200)
    }
    await expect(url.getBoundingClientRect().width).toBeGreaterThanOrEqual(200)
    // The alignment choices stay in one row, each label whole (a second line rather than cut).
    const [left, center] = [canvas.getAllByText('По левому краю')[0], canvas.getAllByText('По центру')[0]] as HTMLElement[]
    await expect(center?.closest('label')?.getBoundingClientRect().top).toBe(left?.closest('label')?.getBoundingClientRect().top)
    await expect(left?.scrollWidth).toBeLessThanOrEqual(left?.clientWidth ?? 0)
    const form = canvas.getByRole('form', { name: 'Кнопки попапа' })
    await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth)
    // Still reorderable from the bar: the second button moves up, its links with it.
    await userEvent.click(canvas.getByRole('button', { name: 'Выше: «Кнопка 2»' }))
    await waitFor(() => expect(canvas.getAllByRole('textbox')[0]).toHaveValue('Подробнее'))
  },
}
