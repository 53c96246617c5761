import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AdminAppBar } from './AdminAppBar';

export const AdminLayout = ({ children }: { children: ReactNode }) => <Layout appBar={AdminAppBar}>{children}</Layout>;
