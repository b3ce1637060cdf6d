/**
 * zod as the validators in this folder import it. Written by `npm run generate`: do not edit.
 */
import { config } from 'zod/mini';

// No eval-based fast path: the CSP allows no eval (script-src 'self').
config({ jitless: true });

export * from 'zod/mini';
