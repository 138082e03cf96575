import { eq } from 'drizzle-orm';
import { ConfigError, type Config } from '../config.js';
import type { Db } from './client.js';
import { deploymentChoices } from './schema/index.js';

/** One setting every process must share: its recorded value, how to say it, and the variables behind it. */
interface Choice {
  name: 'storage' | 'mail';
  value: string;
  variables: string;
}

type StorageValue = { kind: 'local' } | { kind: 's3'; endpoint: string; bucket: string };
type MailValue = { kind: 'smtp' } | { kind: 'files' };

/**
 * Where this process stores files (local disk, or one bucket: endpoint and bucket name) and where
 * it sends mail (SMTP, or .eml files under its DATA_DIR). Credentials and SMTP hosts are left out:
 * two keys for one bucket, or two relays, lose nothing.
 */
export function deploymentChoicesOf(config: Config): Choice[] {
  const storage: StorageValue =
    config.S3_ENDPOINT && config.S3_BUCKET
      ? { kind: 's3', endpoint: new URL(config.S3_ENDPOINT).href.replace(/\/$/, ''), bucket: config.S3_BUCKET }
      : { kind: 'local' };
  const mail: MailValue = config.SMTP_URL ? { kind: 'smtp' } : { kind: 'files' };
  return [
    { name: 'storage', value: JSON.stringify(storage), variables: 'S3_ENDPOINT, S3_BUCKET' },
    { name: 'mail', value: JSON.stringify(mail), variables: 'SMTP_URL' },
  ];
}

function describe(name: Choice['name'], value: string): string {
  const parsed = JSON.parse(value) as StorageValue | MailValue;
  switch (parsed.kind) {
    case 's3':
      return `files in the S3 bucket ${parsed.bucket} at ${parsed.endpoint}`;
    case 'local':
      return 'files on local disk under DATA_DIR (no S3 settings)';
    case 'smtp':
      return 'mail sent through SMTP_URL';
    case 'files':
      return `mail written as .eml files under DATA_DIR/mail (no SMTP_URL)`;
    default:
      return `${name} ${value}`;
  }
}

/**
 * Records this process's choices on the deployment's first start, and refuses to go on when the
 * database already holds others (a worker without the S3 settings beside replicas with them would
 * write exports nobody can download). One message names every variable that disagrees.
 */
export async function checkDeploymentChoices(db: Db, config: Config): Promise<void> {
  const conflicts: string[] = [];
  for (const choice of deploymentChoicesOf(config)) {
    await db
      .insert(deploymentChoices)
      .values({ name: choice.name, value: choice.value })
      .onConflictDoNothing({ target: deploymentChoices.name });
    const [recorded] = await db.select().from(deploymentChoices).where(eq(deploymentChoices.name, choice.name));
    if (!recorded || recorded.value === choice.value) continue;
    conflicts.push(
      `${choice.variables}: this process has ${describe(choice.name, choice.value)}, but this deployment has ${describe(choice.name, recorded.value)} (recorded at its first start, ${recorded.recorded_at.toISOString()})`,
    );
  }
  if (conflicts.length > 0) {
    throw new ConfigError(
      `Refusing to start: every process of a deployment must store files and send mail the same way.\n  ${conflicts.join('\n  ')}\n  Start this process with the same settings as the others (decision 0021 says how to move a deployment on purpose).`,
    );
  }
}
