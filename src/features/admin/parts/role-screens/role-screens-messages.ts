import { useMessages } from '@/i18n/use-t'

/** Texts of the screens that name roles (index, access users, a screen's gate): what each role may; not in the shell's chunk. */
const ru = {
  'may.owner': 'Всё: содержимое, доступ и роли, настройки хаба, выгрузка и загрузка хаба.',
  'may.editor': 'Содержимое: категории, материалы, попапы, баннеры, кнопки, тема, иконки; выгрузка хаба. Не доступ и не настройки.',
  'may.analyst': 'Только смотреть: статистика, история, логи и содержимое. Ничего не меняет.',
  yourRole: 'Ваша роль: {role}',
  gateTitle: 'Этот раздел — для роли «{needs}»',
  gateText: 'Ваша роль — {role}. Попросите владельца хаба, если вам нужен доступ.',
  back: 'К разделам',
} satisfies Record<string, string>

const en: Record<keyof typeof ru, string> = {
  'may.owner': 'Everything: content, access and roles, hub settings, hub export and import.',
  'may.editor': 'Content: categories, materials, popups, banners, buttons, theme, icons; hub export. Not access, not settings.',
  'may.analyst': 'Look only: statistics, history, logs and the content. Changes nothing.',
  yourRole: 'Your role: {role}',
  gateTitle: 'This section is for the {needs} role',
  gateText: 'Your role is {role}. Ask the hub’s owner if you need access.',
  back: 'To sections',
}

export const useRoleScreensT = () => useMessages({ ru, en })
