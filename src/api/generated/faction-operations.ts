/**
 * Generated from x-faction (reads for members of a kind of faction, or holders of an ACP right; checked by the server) in openapi/portal.yaml. Do not edit: run `npm run generate`.
 */
export const factionOperations = {
  listMarketCrimeExport: { kind: 'crime', acpRight: 'market.editGoods' },
  listMarketCrimeImport: { kind: 'crime', acpRight: 'market.editGoods' },
  listMarketGoodPrices: { kind: 'crime', acpRight: 'market.editGoods', ifItemOf: ['listMarketCrimeExport', 'listMarketCrimeImport'] },
} as const;

export type FactionOperation = keyof typeof factionOperations;
