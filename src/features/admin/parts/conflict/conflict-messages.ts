import { useMessages } from '@/i18n/use-t'

/** The edit conflict dialog's texts (loaded with the dialog's own chunk). */
const ru = {
  title: 'Запись изменили, пока вы её редактировали',
  nothingDiffers: 'Ваши значения совпадают с сохранёнными: можно сохранить поверх.',
  differs: 'Чем ваши значения отличаются от сохранённых:',
  field: 'Поле',
  mine: 'У вас',
  theirs: 'Сохранено',
  keepMine: 'Оставить мои',
  takeTheirs: 'Взять сохранённые',
  keepHint: '«Оставить мои» сохранит ваши значения поверх. «Взять сохранённые» заменит ими форму, ваши правки пропадут.',
  close: 'Закрыть',
}

const en: Record<keyof typeof ru, string> = {
  title: 'The record was changed while you were editing it',
  nothingDiffers: 'Your values match the saved ones: you can save over them.',
  differs: 'How your values differ from the saved ones:',
  field: 'Field',
  mine: 'Yours',
  theirs: 'Saved',
  keepMine: 'Keep mine',
  takeTheirs: 'Take theirs',
  keepHint: '“Keep mine” saves your values over them. “Take theirs” puts them into the form; your edits are dropped.',
  close: 'Close',
}

export const useConflictT = () => useMessages({ ru, en })
