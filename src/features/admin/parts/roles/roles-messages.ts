import { useMessages } from '@/i18n/use-t'

/** Texts of the roles part every admin screen loads (the shell's chunk): the role names, read-only, a role changed. */
const ru = {
  'role.owner': 'Владелец',
  'role.editor': 'Редактор',
  'role.analyst': 'Аналитик',
  readOnly: 'Только просмотр: ваша роль — {role}, менять здесь может {needs}.',
  roleChanged: 'Ваша роль в этом хабе теперь — {role}: экран показывает только то, что ей доступно.',
} satisfies Record<string, string>

const en: Record<keyof typeof ru, string> = {
  'role.owner': 'Owner',
  'role.editor': 'Editor',
  'role.analyst': 'Analyst',
  readOnly: 'View only: your role is {role}; an {needs} can change this.',
  roleChanged: 'Your role in this hub is now {role}: the screen shows only what it allows.',
}

export const useRolesT = () => useMessages({ ru, en })
