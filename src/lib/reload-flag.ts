// The reload flag (spec §4): set when the user reloads the app after a failed
// page load, cleared once the first login check of the new start has run.
// sessionStorage, because it belongs to this tab's visit only; never throws.
const FLAG = 'portal:reloadRequested';

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function setReloadFlag(): void {
  try {
    session()?.setItem(FLAG, '1');
  } catch {
    // a storage that refuses writes: the reload still happens
  }
}

export function hasReloadFlag(): boolean {
  try {
    return session()?.getItem(FLAG) === '1';
  } catch {
    return false;
  }
}

export function clearReloadFlag(): void {
  try {
    session()?.removeItem(FLAG);
  } catch {
    // nothing stored that we could remove
  }
}
