import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { lanAddresses, startUpMessage } from './lib/start-up-message';

async function main() {
  const config = loadConfig();
  const { app } = await buildApp(config);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing open requests, then stopping`);
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ host: config.host, port: config.port });
  app.log.info(`${startUpMessage(config, lanAddresses())} Database: ${config.database.kind}.`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Precis failed to start:', error);
  }
  process.exit(1);
});
