import { BrowserRouter } from 'react-router-dom';
import { AppProviders, type InitialData } from './AppProviders';
import { AppRouter } from './router';

/** The whole app in the browser. The server renders the same tree with a static router (entry-server). */
export function App({ initialData }: { initialData?: InitialData }) {
  return (
    <AppProviders initialData={initialData}>
      <BrowserRouter>
        <AppRouter />
      </BrowserRouter>
    </AppProviders>
  );
}
