import type { Plugin } from 'payload'

import { boundedOperation } from './bounded-operation'

/** Adds the argument bounds of bounded-operation.ts to every collection, ahead of its own hooks. */
export const apiInputBounds = (): Plugin => (config) => ({
  ...config,
  collections: config.collections?.map((collection) => ({
    ...collection,
    hooks: { ...collection.hooks, beforeOperation: [boundedOperation, ...(collection.hooks?.beforeOperation ?? [])] },
  })),
})
