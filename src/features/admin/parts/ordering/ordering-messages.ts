import { useMessages } from '@/i18n/use-t'

/** Texts of the reorder mode's switch (lists that reorder); both languages, with the lists that use it. */
const ru = {
  reorder: 'Порядок',
  done: 'Готово',
  hint: 'Перетащите строку за ручку слева или двигайте стрелками. Порядок сохраняется сразу.',
} satisfies Record<string, string>

const en: Record<keyof typeof ru, string> = {
  reorder: 'Reorder',
  done: 'Done',
  hint: 'Drag a row by the handle on its left, or move it with the arrows. The order is saved at once.',
}

export const useOrderingT = () => useMessages({ ru, en })
