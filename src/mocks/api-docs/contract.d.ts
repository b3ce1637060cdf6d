// The bundled contract (openapi/portal.yaml as one document), provided by the
// portal-api-docs plugin of vite.config.ts in dev and mock builds; main.tsx types it.
declare module 'virtual:portal-contract' {
  const contract: unknown;
  export default contract;
}
