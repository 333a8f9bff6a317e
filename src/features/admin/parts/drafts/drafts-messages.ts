import { useMessages } from '@/i18n/use-t'

/** The draft offer's texts (loaded with the drafts' own chunk, after the form has drawn). */
const ru = {
  title: 'Несохранённые изменения',
  text: 'У вас есть несохранённые изменения от {when}.',
  restore: 'Восстановить несохранённые изменения',
  discard: 'Отбросить',
}

const en: Record<keyof typeof ru, string> = {
  title: 'Unsaved changes',
  text: 'You have unsaved changes from {when}.',
  restore: 'Restore unsaved changes',
  discard: 'Discard',
}

export const useDraftsT = () => useMessages({ ru, en })
