import 'reflect-metadata';
import { migrate } from './database/migrate';
import { seedDemoData } from './database/seed/demo-data';

/** Operations commands: `node dist/cli.js migrate | seed`. */
async function main(command: string | undefined): Promise<void> {
  switch (command) {
    case 'migrate': {
      const { applied, adopted, unknown, cacheTriggers } = await migrate();
      for (const { from, to } of adopted) console.log(`recorded ${from} as ${to.join(', ')} (renamed or split, not run again)`);
      if (unknown.length) console.warn(`recorded but not in this code (left alone): ${unknown.join(', ')}`);
      console.log(applied.length ? `migrations applied: ${applied.join(', ')}` : 'database is up to date');
      if (cacheTriggers.created.length) console.log(`read-cache triggers created: ${cacheTriggers.created.join(', ')}`);
      if (cacheTriggers.dropped.length) console.log(`read-cache triggers dropped (no cache declares them): ${cacheTriggers.dropped.join(', ')}`);
      return;
    }
    case 'seed': {
      const summary = await seedDemoData();
      console.log(`demo data loaded: ${JSON.stringify(summary)}`);
      return;
    }
    default:
      throw new Error('usage: cli.js migrate | seed');
  }
}

main(process.argv[2]).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
