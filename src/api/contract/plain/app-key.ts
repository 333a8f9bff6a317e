/** What an app key may look like (a URL path segment), shared by the contract, the server and start-up without zod. */
export const APP_KEY_PATTERN = /^[a-z0-9][a-z0-9_-]{0,63}$/i

export const isAppKey = (value: string | null | undefined): value is string => !!value && APP_KEY_PATTERN.test(value)
