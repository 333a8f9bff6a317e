import { useMessages } from '@/i18n/use-t'

const ru = {
  title: 'Плавающая кнопка',
  loadFailed: 'Кнопка не загрузилась',
  form: 'Плавающая кнопка',
  none: 'Сейчас на главной кнопки нет. Заполните форму, и она появится.',
  shown: 'Посетители видят «{text}».',
  why: 'Главная показывает первую активную кнопку с отметкой «на главной», в порядке создания. Других таких кнопок: {count}.',
  other: '«{text}» (№{id}): {state}',
  otherHidden: 'скрыта',
  otherLater: 'создана позже, не видна',
  noneActive: 'Кнопки для главной есть, но все скрыты. Включите показ, и кнопка появится.',
  created: 'Кнопка добавлена на главную',
  home: 'Главная',
  mockCard: 'Раздел {n}',
} satisfies Record<string, string>

type FloatingButtonMessageKey = keyof typeof ru

const en: Record<FloatingButtonMessageKey, string> = {
  title: 'Floating button',
  loadFailed: 'The button did not load',
  form: 'Floating button',
  none: 'Home has no button now. Fill in the form and it appears.',
  shown: 'Visitors see “{text}”.',
  why: 'Home shows the first active button marked for Home, in the order they were created. Other such buttons: {count}.',
  other: '“{text}” (#{id}): {state}',
  otherHidden: 'hidden',
  otherLater: 'created later, not shown',
  noneActive: 'There are buttons for Home, but all are hidden. Switch one on and it appears.',
  created: 'The button is on Home',
  home: 'Home',
  mockCard: 'Section {n}',
}

const catalogs = { ru, en }

export const useFloatingButtonT = () => useMessages(catalogs)
