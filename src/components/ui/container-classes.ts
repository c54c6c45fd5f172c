/** The page column: centred, at most 7xl wide, with the side padding of each width. */
export const CONTAINER_CLASSES = 'mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8'
