/** The part of the rights data's `user` before the first underscore (spec §1). */
export function greetingName(user: string): string {
  return user.split('_')[0] ?? user;
}
