import { APP_CONFIG, type AppConfig } from '@coaching/server-core';
import { createApi } from './create-api';

async function main(): Promise<void> {
  process.env.SERVICE_NAME ??= 'api';
  const app = await createApi();
  const config = app.get<AppConfig>(APP_CONFIG);
  await app.listen(config.PORT, process.env.HOST ?? '0.0.0.0');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
