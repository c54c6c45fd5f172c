/**
 * Upvotes: a signed-in visitor's vote for a tool, counted by PostgreSQL (`tool_upvote_counts`).
 * The server's entry: the collection, the visitor's upvoted tools (/me/upvotes, the account page)
 * and the action. The button and its store are the browser's entry, ./client.
 */
export { Upvotes } from './upvotes-collection'
export { upvotedToolIds, upvotedTools, type UpvotedTool } from './upvoted-tools'
