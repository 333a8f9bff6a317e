import { useMessages } from '@/i18n/use-t'

/** The draft offer's texts (loaded with the drafts' own chunk, after the form has drawn): each thing said once (issue 30, defect 13). */
const ru = {
  title: 'Несохранённые изменения',
  text: 'Остались с {when}. Вернуть их в форму?',
  restore: 'Вернуть',
  discard: 'Отбросить',
}

const en: Record<keyof typeof ru, string> = {
  title: 'Unsaved changes',
  text: 'Left from {when}. Put them back into the form?',
  restore: 'Restore',
  discard: 'Discard',
}

export const useDraftsT = () => useMessages({ ru, en })
