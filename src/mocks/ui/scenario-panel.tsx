// A small floating panel of mock builds: shows the active scenario and switches it
// (reloads with ?scenario=...). Plain markup and inline styles, outside the app's
// providers, so it works whatever the app renders. Never part of a production build.
import { useState, type CSSProperties } from 'react';
import { SCENARIO_STORAGE_KEY } from '../browser';
import { SCENARIOS, type Scenario } from '../scenarios';

const box: CSSProperties = {
  position: 'fixed',
  right: 12,
  bottom: 104,
  zIndex: 2147483000,
  font: '13px/1.4 system-ui, sans-serif',
  color: '#f5f5f5',
  background: '#202020',
  border: '1px solid #5a5a5a',
  borderRadius: 8,
  boxShadow: '0 4px 16px rgba(0,0,0,.4)',
};
const button: CSSProperties = {
  font: 'inherit',
  color: '#f5f5f5',
  background: '#333',
  border: '1px solid #777',
  borderRadius: 6,
  padding: '4px 10px',
  cursor: 'pointer',
};

function switchTo(name: string) {
  sessionStorage.setItem(SCENARIO_STORAGE_KEY, name);
  const url = new URL(window.location.href);
  url.searchParams.set('scenario', name);
  window.location.assign(url.toString());
}

export function ScenarioPanel({ active }: { active: string[] }) {
  const [open, setOpen] = useState(false);
  const all = SCENARIOS as Record<string, Scenario>;
  const label = active.map((n) => all[n]?.label ?? n).join(' + ');
  if (!open) {
    return (
      <aside aria-label="Mock-Szenario" style={box}>
        <button
          type="button"
          style={{ ...button, border: 'none', background: 'transparent' }}
          onClick={() => setOpen(true)}
        >
          Mock: {label}
        </button>
      </aside>
    );
  }
  return (
    <aside aria-label="Mock-Szenario" style={{ ...box, padding: 12, width: 280 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 8 }}>
        <strong>Mock-Szenario</strong>
        <button type="button" style={button} onClick={() => setOpen(false)} aria-label="Panel schließen">
          ×
        </button>
      </div>
      <label htmlFor="mock-scenario-select" style={{ display: 'block', marginBottom: 4 }}>
        Aktiv: {label}
      </label>
      <select
        id="mock-scenario-select"
        value={active.length === 1 ? active[0] : ''}
        onChange={(e) => switchTo(e.target.value)}
        style={{ ...button, width: '100%', padding: 6 }}
      >
        {active.length > 1 && <option value="">{label}</option>}
        {Object.entries(all).map(([name, s]) => (
          <option key={name} value={name}>
            {s.label}
          </option>
        ))}
      </select>
      <p style={{ margin: '8px 0', color: '#cfcfcf' }}>{active.map((n) => all[n]?.description).join(' ')}</p>
      <button type="button" style={button} onClick={() => window.location.reload()}>
        Mock-Daten zurücksetzen
      </button>
    </aside>
  );
}
