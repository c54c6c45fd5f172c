export const ROLES = ['admin', 'editor', 'vendor', 'user'] as const
export type Role = (typeof ROLES)[number]

type MaybeUser = { roles?: string[] | null } | null | undefined

export function hasRole(user: MaybeUser, ...roles: Role[]): boolean {
  return Boolean(user?.roles?.some((role) => roles.includes(role as Role)))
}
