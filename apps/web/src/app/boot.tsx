import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { pageLive } from '../lib/page-live';
import type { InitialData } from './AppProviders';

/** The API answers a server-rendered page was built from (entry-server writes them next to #root). */
function readInitialData(): InitialData | undefined {
  const text = document.getElementById('initial-data')?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as InitialData;
  } catch {
    return undefined;
  }
}

const app = () => (
  <StrictMode>
    <App initialData={readInitialData()} />
  </StrictMode>
);

/** A page that arrived as the app shell: React draws it. */
export function mount(container: HTMLElement): void {
  createRoot(container).render(app());
}

/** A page the server rendered: React takes over the HTML that is already there; settles once it has. */
export function hydrate(container: HTMLElement): Promise<void> {
  hydrateRoot(container, app());
  return pageLive;
}
