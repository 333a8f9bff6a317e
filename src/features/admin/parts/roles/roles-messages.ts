import { useMessages } from '@/i18n/use-t'

/** Texts of the roles part (every admin screen loads it, both languages with it; ru is the source of the keys). */
const ru = {
  'role.owner': 'Владелец',
  'role.editor': 'Редактор',
  'role.analyst': 'Аналитик',
  'may.owner': 'Всё: содержимое, доступ и роли, настройки хаба, выгрузка и загрузка хаба.',
  'may.editor': 'Содержимое: категории, материалы, попапы, баннеры, кнопки, тема, иконки; выгрузка хаба. Не доступ и не настройки.',
  'may.analyst': 'Только смотреть: статистика, история, логи и содержимое. Ничего не меняет.',
  yourRole: 'Ваша роль: {role}',
  readOnly: 'Только просмотр: ваша роль — {role}, менять здесь может {needs}.',
  roleChanged: 'Ваша роль в этом хабе теперь — {role}: экран показывает только то, что ей доступно.',
  gateTitle: 'Этот раздел — для роли «{needs}»',
  gateText: 'Ваша роль — {role}. Попросите владельца хаба, если вам нужен доступ.',
  back: 'К разделам',
} satisfies Record<string, string>

const en: Record<keyof typeof ru, string> = {
  'role.owner': 'Owner',
  'role.editor': 'Editor',
  'role.analyst': 'Analyst',
  'may.owner': 'Everything: content, access and roles, hub settings, hub export and import.',
  'may.editor': 'Content: categories, materials, popups, banners, buttons, theme, icons; hub export. Not access, not settings.',
  'may.analyst': 'Look only: statistics, history, logs and the content. Changes nothing.',
  yourRole: 'Your role: {role}',
  readOnly: 'View only: your role is {role}; an {needs} can change this.',
  roleChanged: 'Your role in this hub is now {role}: the screen shows only what it allows.',
  gateTitle: 'This section is for the {needs} role',
  gateText: 'Your role is {role}. Ask the hub’s owner if you need access.',
  back: 'To sections',
}

export const useRolesT = () => useMessages({ ru, en })
