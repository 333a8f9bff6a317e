/** The share control's chunk (issue 26): loaded after the first screen (share-slot.tsx). */
export { ShareButton } from './share-button'
