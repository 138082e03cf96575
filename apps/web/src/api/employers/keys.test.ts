import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { employerKeys } from './keys';

describe('employer cache keys shared by the features', () => {
  it('an employer change (the employers root) makes the credits chooser search stale too', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(employerKeys.search('acme'), [{ id: 1, name: 'Acme' }]);
    queryClient.setQueryData(employerKeys.detail(1), { id: 1 });
    await queryClient.invalidateQueries({ queryKey: employerKeys.all });
    expect(queryClient.getQueryState(employerKeys.search('acme'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(employerKeys.detail(1))?.isInvalidated).toBe(true);
  });
});
