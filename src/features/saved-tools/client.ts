/** Saved tools in the browser: the bookmark button on cards, tool pages and /account/saved. */
export { SaveToolButton } from './save-tool-button'
