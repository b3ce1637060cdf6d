// The app's one engine, created on first use (creating it does not load howler).
import { createPlayerEngine, type PlayerEngine } from './engine/player-engine';

let instance: PlayerEngine | null = null;

export function getPlayerEngine(): PlayerEngine {
  instance ??= createPlayerEngine();
  return instance;
}
