import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getPurchase } from '../api/get-purchase';
import { creditKeys } from '../api/keys';

export interface PollTiming {
  /** How often a pending purchase is asked again. */
  everyMs: number;
  /** How long to keep asking before saying it is still pending. */
  forMs: number;
}

export const PAYMENT_POLLING: PollTiming = { everyMs: 1500, forMs: 60_000 };

/**
 * The purchase, asked again every ~1.5 s while it is pending, for up to a minute; then `gaveUp`
 * until `checkAgain` starts another minute.
 */
export function usePurchaseStatus(uuid: string | null, timing: PollTiming = PAYMENT_POLLING) {
  const [round, setRound] = useState(0);
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      setGaveUp(true);
    }, timing.forMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [round, timing.forMs]);

  const query = useQuery({
    queryKey: creditKeys.purchase(uuid ?? ''),
    queryFn: ({ signal }) => getPurchase(uuid ?? '', signal),
    enabled: uuid !== null,
    staleTime: 0,
    refetchInterval: (current) =>
      !gaveUp && current.state.status === 'success' && current.state.data?.purchase.status === 'pending'
        ? timing.everyMs
        : false,
  });

  const checkAgain = () => {
    setGaveUp(false);
    setRound((value) => value + 1);
    void query.refetch();
  };
  return { query, gaveUp, checkAgain };
}
