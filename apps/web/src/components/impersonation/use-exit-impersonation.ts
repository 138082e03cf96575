import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { exitImpersonation } from '../../api/impersonation/exit-impersonation';

/** Exit (spec §4): the parent session comes back and the page it left opens again. */
export function useExitImpersonation() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: exitImpersonation,
    onSuccess: async (back) => {
      if (back !== null) await navigate(back, { replace: true });
    },
  });
}
