export { launchParamsAtom } from '@/session/session-atoms'
