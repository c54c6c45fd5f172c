/**
 * Saved tools: the bookmarks a signed-in user keeps for later on /account/saved. The server's entry:
 * the collection and the user's saved tools (/me/saved, the saved page). The bookmark button and its
 * store are the browser's entry, ./client.
 */
export { SavedTools } from './saved-tools-collection'
export { savedToolCards, savedToolIds } from './saved-tools'
