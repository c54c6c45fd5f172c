/**
 * Upvotes: a signed-in visitor's vote for a tool, counted by PostgreSQL (`tool_upvote_counts`).
 * The server's entry: the collection and the visitor's upvoted tools (/me/upvotes, the account
 * page). The button, its store and the action it calls are behind the browser's entry, ./client.
 */
export { Upvotes } from './upvotes-collection'
export { upvotedToolIds, upvotedTools, type UpvotedTool } from './upvoted-tools'
