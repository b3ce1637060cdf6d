// Characters new in town, one set for every area: they exist (an invitation, a hand-over or a
// share by name reaches them; the contract's examples name them), but the player search does not
// list them yet and no seeded organisation has them as members.
export const NEWCOMERS: ReadonlyArray<{ id: number; name: string }> = [{ id: 4801, name: 'Lukas_Becker' }];
