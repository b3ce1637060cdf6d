// What a value sent to the game holds: a waypoint as JSON (label and map coordinates, the shape
// the contract's example shows), anything else is shown as a note.
export type SentContent = { kind: 'waypoint'; label: string; x: number; y: number } | { kind: 'note'; text: string };

export const encodeWaypoint = (label: string, x: number, y: number) => JSON.stringify({ label, x, y });

export function decodeValue(value: string): SentContent {
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed === 'object' && parsed !== null) {
      const { label, x, y } = parsed as Record<string, unknown>;
      if (Number.isFinite(x) && Number.isFinite(y))
        return { kind: 'waypoint', label: typeof label === 'string' ? label : '', x: Number(x), y: Number(y) };
    }
  } catch {
    // not JSON: a note
  }
  return { kind: 'note', text: value };
}

/** A whole number as typed ("-1037", " 2811 "), else undefined. */
export function coordinate(text: string): number | undefined {
  const trimmed = text.trim();
  return /^[-+]?\d{1,7}$/.test(trimmed) ? Number(trimmed) : undefined;
}
