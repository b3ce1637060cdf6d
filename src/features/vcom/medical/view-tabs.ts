// The tabs of ?view=patients without an opened patient (?tab=); a wrong or missing one is the search.
export const VIEW_TABS = ['search', 'treatments', 'missions', 'catalogue'] as const;
export type ViewTab = (typeof VIEW_TABS)[number];
export type WorkTab = Exclude<ViewTab, 'search'>;
