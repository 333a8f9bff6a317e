import { DEV_BOT_TOKEN, issueToken, randomToken, verifyInitData } from '../auth'
import { roleOf } from '../services/admins'
import { rememberUser } from '../services/known-users'
import { isMember } from '../services/membership'
import { procedure } from '../trpc'

/** POST /auth: Telegram launch data in, a bearer token bound to this app key and user out. */
export const authProcedure = procedure('auth').mutation(async ({ ctx, input }) => {
  const botToken = ctx.botToken ?? DEV_BOT_TOKEN
  const user = await verifyInitData(input.initData, botToken, ctx.now())
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ').slice(0, 128)
  const token = await issueToken({ sub: user.id, app: ctx.appKey, ...(name && { name }) }, botToken, ctx.now())
  ctx.setCookie(`XSRF-TOKEN=${randomToken()}; Path=/; SameSite=Lax`)
  await rememberUser(ctx, user.id, { username: user.username ?? null, firstName: user.first_name, lastName: user.last_name ?? null })
  const role = await roleOf(ctx, user.id)
  // A fresh sign-in (the visitor coming back to the app) asks the channel again, past the cache; admins count as members.
  const member = role !== null || (await isMember(ctx, user.id, { fresh: true }))
  return {
    token,
    user: {
      id: user.id,
      firstName: user.first_name,
      lastName: user.last_name ?? null,
      username: user.username ?? null,
      languageCode: user.language_code ?? null,
      isAdmin: role !== null,
      isMember: member,
      role,
    },
  }
})
