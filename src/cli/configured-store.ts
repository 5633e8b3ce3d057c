// The bot's own database, for the `azul` commands that work on it (ratings, forget-user, jobs): the
// same configuration as the bot's (.env, then the environment: DATABASE_URL, else the embedded
// database in AZUL_DATA_DIR or ./data), read once here.
import dotenv from 'dotenv';
import { ConfigError, loadConfig, storeSettings } from '../config.ts';
import { openStore, type OpenedStore } from '../store/index.ts';

/** Opens the configured store; null when the configuration is wrong, after saying why on stderr. */
export async function openConfiguredStore(command: string): Promise<OpenedStore | null> {
  dotenv.config({ quiet: true });
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`azul ${command}: ${error.message}`);
    return null;
  }
  return openStore(storeSettings(config));
}
