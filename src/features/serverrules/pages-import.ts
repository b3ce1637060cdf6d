// The one import of the area's pages (pages.ts) that its three route files share: one chunk
// reference and one preload list in the start bundle instead of three (each costs bytes at
// every start; README, "What an area costs at start").
export const rulesPages = () => import('./pages');
