import { ConfigError, loadConfig, type Config } from './config.js';

/**
 * Runs a process's start: a refused configuration (a bad or missing variable, settings that
 * disagree with the deployment's) prints its message, naming the variables, and exits with 1
 * before anything listens or runs.
 */
export async function startOrExit<T>(start: (config: Config) => Promise<T>): Promise<T> {
  try {
    return await start(loadConfig());
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
