/** One of the signed-in vendor's own listed tools, as the feature-tool form can pick it. */
export type OwnedToolChoice = { id: number; name: string; url: string; category: string; description: string }

/** What the feature-tool form holds so far, for the live preview of the featured card. */
export type PlacementDraft = { toolId: number | null; toolName: string; category: string; description: string; logoUrl: string | null }

export const EMPTY_DRAFT: PlacementDraft = { toolId: null, toolName: '', category: '', description: '', logoUrl: null }
