import { describe, expect, it } from 'vitest';
import { s3Fault } from './s3-storage.js';
import { diskFault, StorageUnavailable } from './storage.js';

const errno = (code: string) => Object.assign(new Error(code), { code });

// The fault tests make these errors for real (disk-full and storage-outage slow tests); this pins the mapping.
describe('storage errors that are outages (decision 0096)', () => {
  it('makes a full disk or quota StorageUnavailable("full"), and leaves other disk errors alone', () => {
    for (const code of ['ENOSPC', 'EDQUOT']) {
      const fault = diskFault(errno(code));
      expect(fault).toBeInstanceOf(StorageUnavailable);
      expect(fault).toMatchObject({ reason: 'full' });
    }
    const other = errno('EACCES');
    expect(diskFault(other)).toBe(other);
  });

  it('makes an unreachable or failing S3 service StorageUnavailable("unreachable"), and leaves refusals alone', () => {
    const refused = Object.assign(new Error('refused'), { errors: [errno('ECONNREFUSED')] });
    const unavailable = Object.assign(new Error('SlowDown'), { $metadata: { httpStatusCode: 503 } });
    const timeout = Object.assign(new Error('timed out'), { name: 'TimeoutError' });
    for (const error of [errno('ECONNREFUSED'), refused, unavailable, timeout]) {
      expect(s3Fault(error)).toMatchObject({ reason: 'unreachable' });
    }
    const denied = Object.assign(new Error('AccessDenied'), { $metadata: { httpStatusCode: 403 } });
    expect(s3Fault(denied)).toBe(denied);
  });
});
