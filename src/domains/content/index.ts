/** The content domain's public entry: everything outside the domain imports from here. */
export { ARTICLE_GROUPS, groupDescriptionKey } from './article-groups'
export { LINKABLE_COLLECTIONS, LINKED_DOC_POPULATE, internalLinkHref } from './internal-links'
