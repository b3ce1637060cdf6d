// Parsers for the values of a route's search params (validateSearch). Each returns the
// value or undefined and never throws: a hand-edited or outdated link opens the page with
// that part at its default instead of an error. No schema library: route files are in the
// start bundle, and these few lines are all the areas need there.

/** A positive whole number (ids, page numbers); the router hands numbers, strings come from hand-typed URLs. */
export function positiveInt(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/** Free text (a search), at most `max` characters (the contract's SearchQueryParameter allows 100). */
export function searchText(value: unknown, max = 100): string | undefined {
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  return text.trim() ? text.slice(0, max) : undefined;
}

/**
 * One of the keys of `allowed`. Pass a map typed against the contract's enum
 * (`{ open: 1, closed: 1 } satisfies Record<PollState, 1>`), so the accepted values
 * follow the contract at compile time.
 */
export function oneOf<T extends string>(value: unknown, allowed: Readonly<Record<T, unknown>>): T | undefined {
  return typeof value === 'string' && Object.hasOwn(allowed, value) ? (value as T) : undefined;
}

/** The object without its undefined entries, so a default leaves no trace in the URL. */
export function defined<T extends object>(search: T): T {
  return Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined)) as T;
}

/** The skip of a 1-based page number from the URL. */
export const skipOf = (page: number | undefined, pageSize: number) => (Math.max(1, page ?? 1) - 1) * pageSize;

/**
 * A route's loaderDeps from its validator: the router hands loaderDeps the raw params with
 * the validated ones laid over them; validating again keeps exactly the validated keys, so a
 * stray param makes no new cache entry and the loader sees what the page sees.
 */
export const depsOf =
  <S>(validate: (search: Record<string, unknown>) => S) =>
  ({ search }: { search: object }): S =>
    validate(search as Record<string, unknown>);

/**
 * A route's lenient validateSearch, for the start bundle (README, "What an area costs at
 * start"): the keys in `numbers` as positive whole numbers, those in `texts` as short text,
 * each named once in a space-separated string (the shortest form in the bundle). Whether a
 * text is one of the area's values (a view, a status) is the page's and its loader's
 * strict parser's business, which treats a wrong one as absent. Never throws; every key is
 * returned, undefined when bad.
 */
export function looseSearch<S>(numbers: string, texts: string): (search: Record<string, unknown>) => S {
  const n = numbers.split(' ');
  const t = texts.split(' ');
  return (search) => {
    const out: Record<string, unknown> = {};
    for (const k of n) out[k] = positiveInt(search[k]);
    for (const k of t) out[k] = searchText(search[k]);
    return out as S;
  };
}
