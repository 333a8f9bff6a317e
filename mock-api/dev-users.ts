/**
 * The people of the development build's toolbar (mock-api/dev-launch.ts signs their launch data):
 * 1 is an owner of `demo` and `club`, 2 a visitor, 3 a subscriber of `club`. Every hub of the mock
 * knows them by username, as if they had signed in to it (services/known-users.ts).
 */
export const DEV_USERS: Record<string, { first_name: string; last_name: string; username: string }> = {
  '1': { first_name: 'Анна', last_name: 'Админова', username: 'anna_admin' },
  '2': { first_name: 'Иван', last_name: 'Гостев', username: 'ivan_guest' },
  '3': { first_name: 'Мария', last_name: 'Подписчикова', username: 'maria_sub' },
}
