// MikroORM keeps decorator metadata on globalThis; jest reuses a worker's global between test files,
// so a second file would mix Maps from two module registries. Each file starts with empty storage.
globalThis['mikro-orm-metadata'] = {};
