// The floating scenario switcher of mock builds: a small chip (drag it, or move it with the
// arrow keys, out of the way; the place is kept for the session) that opens a panel to show
// and switch the active scenario (reloads with ?scenario=...), and to drop the world's kept
// changes ("Mock-Daten zurücksetzen"). Plain markup and inline
// styles, outside the app's providers, so it works whatever the app renders (also the
// error screens). Never part of a production build.
import { useState, type CSSProperties } from 'react';
import { resetMockWorld, SCENARIO_STORAGE_KEY } from '../browser';
import { mockStoreSeed } from '../store';
import { SCENARIOS, type Scenario } from '../scenarios';
import { panelTexts as t } from './texts';
import { useDraggable, type Place } from './use-draggable';

const DEFAULT_PLACE = { right: '8px', bottom: 'calc(var(--player-bar-height, 88px) + 8px)' };

const surface: CSSProperties = {
  position: 'fixed',
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
const chip: CSSProperties = {
  ...surface,
  ...button,
  minWidth: 44,
  minHeight: 28,
  padding: '4px 10px',
  borderRadius: 999,
  fontWeight: 600,
  touchAction: 'none',
  cursor: 'grab',
};

const at = (place: Place | null): CSSProperties =>
  place ? { right: place.right, bottom: place.bottom } : DEFAULT_PLACE;

function switchTo(name: string) {
  sessionStorage.setItem(SCENARIO_STORAGE_KEY, name);
  const url = new URL(window.location.href);
  url.searchParams.set('scenario', name);
  // Opening a ?seed= starts its world afresh; the kept world has its seed already.
  url.searchParams.delete('seed');
  // Error-page scenarios open the page they break (the start page).
  const target = (SCENARIOS as Record<string, Scenario>)[name]?.path;
  if (target) url.pathname = target;
  window.location.assign(url.toString());
}

export function ScenarioPanel({
  active,
  onResetData = () => resetMockWorld(),
}: {
  active: string[];
  /** "Mock-Daten zurücksetzen" (tests pass their own reload). */
  onResetData?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const { place, handlers, consumeDrag } = useDraggable();
  const all = SCENARIOS as Record<string, Scenario>;
  const label = active.map((n) => all[n]?.label ?? n).join(' + ');
  const group = (crash: boolean) =>
    Object.entries(all)
      .filter(([, s]) => Boolean(s.crash) === crash)
      .map(([name, s]) => (
        <option key={name} value={name}>
          {s.label}
        </option>
      ));

  if (!open) {
    return (
      <button
        type="button"
        aria-label={t.chipLabel(label)}
        title={label}
        style={{ ...chip, ...at(place) }}
        {...handlers}
        onClick={() => {
          if (!consumeDrag()) setOpen(true);
        }}
        data-testid="mock-chip"
      >
        {t.chip}
      </button>
    );
  }
  return (
    <aside
      aria-label={t.region}
      style={{
        ...surface,
        ...at(place),
        padding: 12,
        width: 'min(280px, calc(100vw - 16px))',
        boxSizing: 'border-box',
      }}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 8 }}>
        <strong>{t.heading}</strong>
        <button type="button" style={button} onClick={() => setOpen(false)} aria-label={t.close}>
          ×
        </button>
      </div>
      <label htmlFor="mock-scenario-select" style={{ display: 'block', marginBottom: 4 }}>
        {t.active(label)}
      </label>
      <select
        id="mock-scenario-select"
        value={active.length === 1 ? active[0] : ''}
        onChange={(e) => switchTo(e.target.value)}
        style={{ ...button, width: '100%', padding: 6 }}
      >
        {active.length > 1 && <option value="">{label}</option>}
        <optgroup label={t.dataGroup}>{group(false)}</optgroup>
        <optgroup label={t.errorPagesGroup}>{group(true)}</optgroup>
      </select>
      <p style={{ margin: '8px 0', color: '#cfcfcf' }}>{active.map((n) => all[n]?.description).join(' ')}</p>
      <p style={{ margin: '0 0 8px', color: '#cfcfcf' }}>{t.world(mockStoreSeed())}</p>
      <button type="button" style={button} onClick={onResetData}>
        {t.resetData}
      </button>
    </aside>
  );
}
