// Every ACP right the contract names (x-required-right), read from openapi/paths at build
// time, so the admin scenario grants all of them and stays complete as the contract grows.
const sources = import.meta.glob<string>('../../../openapi/paths/*.yaml', {
  query: '?raw',
  import: 'default',
  eager: true,
});

export const ALL_ACP_RIGHTS: string[] = [
  ...new Set(
    Object.values(sources).flatMap((text) =>
      [...text.matchAll(/x-required-right:\s*['"]?([a-z]+(?:\.[a-zA-Z]+)+)/g)].map((m) => m[1] as string),
    ),
  ),
].sort();
