import { Route, Routes } from 'react-router';
import ClientsPage from './clients-page.tsx';
import { ClientPage } from './client-page.tsx';
import { NewClientPage } from './new-client-page.tsx';

/** The Clients area's pages: the list, a new client, and one client's settings. */
export default function ClientsArea() {
  return (
    <Routes>
      <Route index element={<ClientsPage />} />
      <Route path="new" element={<NewClientPage />} />
      <Route path=":clientSlug" element={<ClientPage />} />
    </Routes>
  );
}
