import type { ServerFrame } from '@solana-hub/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { latestMessagesQueryKey } from '../api/latest-messages';
import { tokensPath } from '../api/tokens';
import { applyServerFrame } from './apply-server-frame';
import { createBatchQueue } from './batch-queue';
import { liveFeedUrl } from './browser-socket';
import { connectLiveFeed, type LiveStatus } from './live-connection';

/** Keeps the cached token list and latest messages current from /ws while mounted. */
export function useLiveFeed(): LiveStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('connecting');

  useEffect(() => {
    const frames = createBatchQueue<ServerFrame>((frame) => applyServerFrame(queryClient, frame), {
      batchSize: 10,
      pauseMs: 100,
    });
    const connection = connectLiveFeed({
      url: liveFeedUrl(window.location),
      onFrame: frames.push,
      onStatus: setStatus,
      onReconnected: () => {
        void queryClient.invalidateQueries({ queryKey: [tokensPath] });
        void queryClient.invalidateQueries({ queryKey: latestMessagesQueryKey });
      },
    });
    return () => {
      connection.close();
      frames.clear();
    };
  }, [queryClient]);

  return status;
}
