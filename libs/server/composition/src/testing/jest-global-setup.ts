import { prepareTestDatabase } from '@coaching/server-core/testing';

export default async function globalSetup(): Promise<void> {
  await prepareTestDatabase('server_composition');
}
