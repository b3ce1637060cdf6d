// Test hook for the error fallbacks: `?__crash=<where>` makes this component throw
// while rendering. Only in builds with the mock backend; production compiles it
// to `return null` (VITE_MOCKS is the constant 'false' there).
export function CrashProbe({ where }: { where: 'page' | 'root' }) {
  if (import.meta.env.VITE_MOCKS === 'true' && new URLSearchParams(window.location.search).get('__crash') === where) {
    throw new Error(`Absichtlicher Testfehler (${where})`);
  }
  return null;
}
