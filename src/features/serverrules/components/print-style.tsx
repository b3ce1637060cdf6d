// While a rules page is open, printing shows only the content: no top bar, menu,
// player or buttons, black on white.
const css = `@media print {
  header, nav, [data-testid="player-slot"], [data-print="hide"] { display: none !important; }
  html, body, main { background: #fff !important; color: #000 !important; }
  main { padding: 0 !important; }
  section[data-print="keep"] { break-inside: avoid; }
}`;

export function PrintStyle() {
  return <style>{css}</style>;
}
