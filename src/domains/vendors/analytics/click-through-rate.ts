/** Outbound clicks per view; null when there were no views (nothing to divide by). */
export const clickThroughRate = (clicks: number, views: number): number | null => (views > 0 ? clicks / views : null)
