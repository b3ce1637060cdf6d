// Kept for existing imports: the German formatters live in ./format.ts.
export { formatDateTime, relativeTime } from './format';
