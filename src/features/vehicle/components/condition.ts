// Damage as a person reads it: the worse of engine and body, in percent (1000 health is new).
export const HEALTH_MAX = 1000;

/** Damage in whole percent from engine and body health (missing values count as undamaged). */
export function damagePercent(engineHealth?: number, bodyHealth?: number): number {
  const worst = Math.min(engineHealth ?? HEALTH_MAX, bodyHealth ?? HEALTH_MAX);
  return Math.round(100 - (100 * Math.max(0, Math.min(HEALTH_MAX, worst))) / HEALTH_MAX);
}

/** Health as percent of new. */
export const healthPercent = (health: number) =>
  Math.round((100 * Math.max(0, Math.min(HEALTH_MAX, health))) / HEALTH_MAX);

/** A colour for a level that is bad when low (fuel, health), as a Chakra palette. */
export const levelPalette = (percent: number) => (percent < 25 ? 'red' : percent < 50 ? 'orange' : 'green');
