// Mounts the scenario panel in its own root beside the app (mock builds only).
import { createRoot } from 'react-dom/client';
import { currentScenario } from '../browser';
import { ScenarioPanel } from './scenario-panel';

export function mountScenarioPanel(): void {
  const host = document.createElement('div');
  host.id = 'mock-scenario-panel';
  document.body.appendChild(host);
  createRoot(host).render(<ScenarioPanel active={currentScenario()} />);
}
