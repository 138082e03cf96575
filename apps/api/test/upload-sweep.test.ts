import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'vitest';
import { useTestApp } from './helper.js';
import { uploadSweepScenario } from './upload-sweep-helper.js';

const t = useTestApp();
const scenario = uploadSweepScenario(t, async (key) => fs.existsSync(path.join(t.dataDir, key)));

describe('uploads no record points at, on local storage (decision 0022)', () => {
  it('the sweep deletes an unattached upload older than UPLOADS_UNATTACHED_MAX_AGE_SECONDS, and keeps attached and younger ones', () =>
    scenario.sweepsOnlyOldUnattachedUploads());

  it('a replaced or removed logo, and a removed or deleted consultant photo, leave storage at once', () =>
    scenario.deletesLetGoFilesAtOnce());
});
