// The mock backend for Node (vitest): same handlers as the browser.
import { setupServer } from 'msw/node';
import { createHandlers } from './handlers';

export const server = setupServer(...createHandlers());
